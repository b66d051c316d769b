import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  AssistantError,
  type Assistant,
  type AssistantRequest,
} from "#app/chat/assistant.server.ts";
import { chatServerErrors } from "#app/chat/messages.ts";
import { parseConfig } from "#app/config/env.server.ts";
import { conversationEvents, conversations } from "#app/db/schema.server.ts";
import { cookieFrom, createTestAccounts, TEST_APP_URL } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { captureLogs } from "#tests/support/test-logger.ts";
import { attachChatSocket, type ChatSocketLimits } from "./chat-socket.ts";

type Frame = { message?: string; turn_complete?: boolean; error?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers "echo: <message>" in two pieces, or as the test script says. */
class ScriptedAssistant implements Assistant {
  seen: AssistantRequest[] = [];
  script: (request: AssistantRequest) => AsyncIterable<string> = async function* ({ message }) {
    yield "echo: ";
    yield message;
  };
  reply(request: AssistantRequest) {
    this.seen.push(request);
    return this.script(request);
  }
}

/** A socket client that records every frame and how the socket ended. */
class Client {
  frames: Frame[] = [];
  closed: Promise<{ code: number }>;
  constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => this.frames.push(JSON.parse(String(data)) as Frame));
    this.closed = new Promise((resolve) => socket.on("close", (code) => resolve({ code })));
  }
  async until(predicate: (frames: Frame[]) => boolean, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.frames)) {
      if (Date.now() > deadline) throw new Error(`Frames so far: ${JSON.stringify(this.frames)}`);
      await sleep(5);
    }
    return this.frames;
  }
  turns() {
    return this.frames.filter((frame) => frame.turn_complete).length;
  }
}

describe.each(testDrivers)("chat socket on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let server: http.Server;
  let port: number;
  let chat: ReturnType<typeof attachChatSocket>;
  const assistant = new ScriptedAssistant();
  const clients: Client[] = [];
  let logs = captureLogs();

  async function start(limits: Partial<ChatSocketLimits> = {}) {
    server = http.createServer((_req, res) => res.writeHead(404).end());
    chat = attachChatSocket(server, {
      config: parseConfig({ APP_URL: TEST_APP_URL, NODE_ENV: "production" }),
      accounts: t.accounts,
      db: t.db,
      assistant,
      logger: logs.logger,
      limits,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  }

  async function stop() {
    for (const client of clients.splice(0)) client.socket.terminate();
    chat.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  function connect(options: WebSocket.ClientOptions = {}, clientId = "abcDEF123_-xyz") {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/${clientId}`, options);
    const client = new Client(socket);
    clients.push(client);
    return client;
  }

  async function open(options: WebSocket.ClientOptions = {}, clientId?: string) {
    const client = connect(options, clientId);
    await new Promise((resolve, reject) => {
      client.socket.once("open", resolve);
      client.socket.once("error", reject);
    });
    return client;
  }

  /** The status the handshake was refused with. */
  function refusal(options: WebSocket.ClientOptions = {}, path = "/ws/abc") {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, options);
    return new Promise<number>((resolve, reject) => {
      socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      socket.on("open", () => reject(new Error("The handshake was accepted")));
      socket.on("error", () => undefined);
    });
  }

  async function storedConversations() {
    return t.db.select().from(conversations);
  }

  async function storedEvents(conversationId: string) {
    return t.db
      .select()
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, conversationId))
      .orderBy(conversationEvents.position);
  }

  beforeAll(async () => {
    t = await createTestAccounts(driver);
  });
  afterAll(() => t.dispose());
  afterEach(async () => {
    await stop();
    assistant.seen = [];
    assistant.script = new ScriptedAssistant().script;
    logs = captureLogs();
    await t.db.delete(conversations);
  });

  it("streams chunks then turn_complete, and stores the conversation and one row per event", async () => {
    await start();
    const client = await open({}, "client-id-0123456789A");
    client.socket.send("  What do you do?  ");
    expect(await client.until((frames) => frames.some((frame) => frame.turn_complete))).toEqual([
      { message: "echo: " },
      { message: "What do you do?" },
      { turn_complete: true },
    ]);
    const [record] = await storedConversations();
    expect(record).toMatchObject({
      isAnonymous: true,
      userName: null,
      userEmail: null,
      mode: "TEXT",
      status: "open",
      title: "New conversation",
      clientSessionId: "client_client-id-0123456789A",
    });
    expect(record!.adkSessionId.length).toBeGreaterThanOrEqual(21);
    const events = await storedEvents(record!.id);
    expect(
      events.map(({ author, textContent, isTurnComplete, isPartial, branch }) => ({
        author,
        textContent,
        isTurnComplete,
        isPartial,
        branch,
      })),
    ).toEqual([
      {
        author: "user",
        textContent: "What do you do?",
        isTurnComplete: true,
        isPartial: false,
        branch: null,
      },
      {
        author: "root_agent",
        textContent: "echo: What do you do?",
        isTurnComplete: true,
        isPartial: false,
        branch: null,
      },
    ]);
    expect(events[0]!.eventId).toMatch(/^evt_/);
    expect(events[0]!.invocationId).toBe(events[1]!.invocationId);
    expect(record!.lastUpdatedAt).toBeGreaterThanOrEqual(record!.createdAt);
  });

  it("keeps one conversation per connection and passes the earlier turns as history", async () => {
    await start();
    const client = await open();
    client.socket.send("first");
    client.socket.send("second");
    await client.until(() => client.turns() === 2);
    expect(client.frames.map((frame) => frame.message ?? "|").join("")).toBe(
      "echo: first|echo: second|",
    );
    expect(assistant.seen[1]!.history).toEqual([
      { role: "user", content: "first" },
      { role: "assistant", content: "echo: first" },
    ]);
    const records = await storedConversations();
    expect(records).toHaveLength(1);
    expect(await storedEvents(records[0]!.id)).toHaveLength(4);
  });

  it("gives a visitor without a session an anonymous one in the handshake", async () => {
    await start();
    const client = connect();
    const cookies = await new Promise<string[]>((resolve) =>
      client.socket.on("upgrade", (res) => resolve([res.headers["set-cookie"] ?? []].flat())),
    );
    expect(cookies.join(";")).toMatch(/HttpOnly/i);
    const session = await t.accounts.getSession(
      new Headers({ cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; ") }),
    );
    expect(session?.user.isAnonymous).toBe(true);
  });

  it("stores a signed-in user's name and email with the conversation", async () => {
    await start();
    const { email, password } = await t.verifiedUser(`chat-${driver}@example.com`, {
      name: "Ada Chat",
    });
    const signedIn = await t.accounts.signIn({ email, password, headers: new Headers() });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(signedIn.headers).get("cookie")!;
    const client = await open({ headers: { cookie } });
    client.socket.send("Hello");
    await client.until(() => client.turns() === 1);
    const [record] = await storedConversations();
    expect(record).toMatchObject({ isAnonymous: false, userName: "Ada Chat", userEmail: email });
  });

  it("refuses a foreign Origin with 403 and accepts its own", async () => {
    await start();
    expect(await refusal({ origin: "https://evil.example" })).toBe(403);
    expect(await refusal({ origin: "null" })).toBe(403);
    await open({ origin: TEST_APP_URL });
    await open({ origin: `http://127.0.0.1:${port}` });
  });

  it("answers 404 for any other upgrade path", async () => {
    await start();
    expect(await refusal({}, "/ws/")).toBe(404);
    expect(await refusal({}, "/ws/bad%20id")).toBe(404);
    expect(await refusal({}, "/socket")).toBe(404);
  });

  it("answers an oversized message with an error and closes with 1008 when it happens again", async () => {
    await start();
    const client = await open();
    client.socket.send("x".repeat(4097));
    await client.until((frames) => frames.length === 1);
    expect(client.frames).toEqual([{ error: chatServerErrors.tooLong }]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.send("é".repeat(2049)); // 4,098 bytes of UTF-8
    expect((await client.closed).code).toBe(1008);
    expect(await storedConversations()).toHaveLength(0);
  });

  it("accepts a message of exactly 4 KiB", async () => {
    await start();
    const client = await open();
    client.socket.send("y".repeat(4096));
    await client.until(() => client.turns() === 1);
  });

  it("refuses binary frames", async () => {
    await start();
    const client = await open();
    client.socket.send(Buffer.from("hello"), { binary: true });
    await client.until((frames) => frames.length === 1);
    expect(client.frames).toEqual([{ error: chatServerErrors.binary }]);
    client.socket.send(Buffer.from("again"), { binary: true });
    expect((await client.closed).code).toBe(1008);
  });

  it("allows 20 messages a minute on one connection, then refuses and closes", async () => {
    await start();
    const client = await open();
    for (let index = 0; index < 20; index += 1) client.socket.send(`message ${index}`);
    await client.until(() => client.turns() === 20, 15_000);
    expect(client.frames.some((frame) => frame.error)).toBe(false);
    client.socket.send("one too many");
    await client.until((frames) => frames.some((frame) => frame.error));
    expect(client.frames.at(-1)).toEqual({ error: chatServerErrors.tooFast });
    client.socket.send("and another");
    expect((await client.closed).code).toBe(1008);
  });

  it("answers an empty message with an error frame and no turn", async () => {
    await start();
    const client = await open();
    client.socket.send("   \n ");
    await client.until((frames) => frames.length === 1);
    expect(client.frames).toEqual([{ error: chatServerErrors.empty }]);
    expect(assistant.seen).toHaveLength(0);
  });

  it("holds anonymous visitors to 10 open sockets per IP, but not signed-in users", async () => {
    await start();
    const first = await open();
    const cookie = await new Promise<string>((resolve) => {
      const probe = connect();
      probe.socket.on("upgrade", (res) =>
        resolve(
          [res.headers["set-cookie"] ?? []]
            .flat()
            .map((c) => c.split(";")[0])
            .join("; "),
        ),
      );
    });
    for (let index = 0; index < 8; index += 1) await open({ headers: { cookie } });
    expect(await refusal({ headers: { cookie } })).toBe(429);
    first.socket.close();
    await first.closed;
    await sleep(20);
    await open({ headers: { cookie } });

    const { email, password } = await t.verifiedUser(`many-${driver}@example.com`);
    const signedIn = await t.accounts.signIn({ email, password, headers: new Headers() });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const member = cookieFrom(signedIn.headers).get("cookie")!;
    for (let index = 0; index < 12; index += 1) await open({ headers: { cookie: member } });
  });

  it("sends the assistant's failure as an error frame and records it as an event", async () => {
    await start();
    assistant.script = async function* () {
      yield "Partial ";
      throw new AssistantError("upstream", chatServerErrors.upstream);
    };
    const client = await open();
    client.socket.send("Hi");
    await client.until((frames) => frames.some((frame) => frame.error));
    expect(client.frames).toEqual([{ message: "Partial " }, { error: chatServerErrors.upstream }]);
    const [record] = await storedConversations();
    await expect.poll(async () => (await storedEvents(record!.id)).length).toBe(2);
    const events = await storedEvents(record!.id);
    expect(events[1]).toMatchObject({
      author: "root_agent",
      textContent: `Error: ${chatServerErrors.upstream}`,
    });
  });

  it("hides an unexpected failure behind a generic message", async () => {
    await start();
    assistant.script = async function* () {
      yield* [];
      throw new Error("secret internal detail");
    };
    const client = await open();
    client.socket.send("Hi");
    await client.until((frames) => frames.some((frame) => frame.error));
    expect(client.frames).toEqual([{ error: chatServerErrors.unexpected }]);
    // The operator's log has the detail, tied to the connection it happened on.
    const opened = logs.lines.find((line) => line.msg === "Chat socket opened");
    const failed = logs.lines.find((line) => line.msg === "Chat turn failed");
    expect(opened?.connId).toEqual(expect.any(String));
    expect(failed).toMatchObject({
      level: "error",
      connId: opened?.connId,
      err: { message: "secret internal detail" },
    });
  });

  it("cancels the answer being generated when the socket closes, keeping what was said", async () => {
    await start();
    let stoppedEarly = false;
    assistant.script = async function* ({ signal }) {
      for (let index = 0; index < 100; index += 1) {
        if (signal.aborted) {
          stoppedEarly = true;
          return;
        }
        yield `word${index} `;
        await sleep(10);
      }
    };
    const client = await open();
    client.socket.send("Tell me everything");
    await client.until((frames) => frames.length >= 3);
    client.socket.close();
    await expect.poll(() => stoppedEarly).toBe(true);
    const [record] = await storedConversations();
    await expect.poll(async () => (await storedEvents(record!.id)).length).toBe(2);
    const [, partial] = await storedEvents(record!.id);
    expect(partial).toMatchObject({ author: "root_agent", isTurnComplete: false });
    expect(partial!.textContent).toMatch(/^word0 word1 word2 /);
  });

  it("drops a socket that stops answering pings", async () => {
    await start({ pingIntervalMs: 100 });
    // A raw TCP client that completes the handshake and then never reads or answers again.
    const raw = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => raw.once("connect", resolve));
    raw.write(
      "GET /ws/silent-client HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n" +
        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n" +
        "Sec-WebSocket-Version: 13\r\n\r\n",
    );
    const response = await new Promise<string>((resolve) =>
      raw.once("data", (data: Buffer) => resolve(data.toString())),
    );
    expect(response).toMatch(/^HTTP\/1\.1 101/);
    expect(chat.openSockets).toBe(1);
    const closed = new Promise((resolve) => raw.on("close", resolve));
    raw.on("data", () => undefined);
    await closed;
    await expect.poll(() => chat.openSockets).toBe(0);
  });

  it("closes open sockets with 1001 when the server shuts down", async () => {
    await start();
    const client = await open();
    chat.close();
    expect((await client.closed).code).toBe(1001);
    await expect
      .poll(() => logs.lines.find((line) => line.msg === "Chat socket closed"))
      .toMatchObject({ code: 1001, connId: expect.any(String) });
  });
});
