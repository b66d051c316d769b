import net from "node:net";
import { MAX_CHAT_MESSAGE_LENGTH } from "#app/chat/chat-protocol.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { AssistantError } from "#app/chat/assistant.server.ts";
import { chatServerErrors } from "#app/chat/chat-messages.ts";
import { conversationEvents, conversations, sessions, users } from "#app/db/schema.server.ts";
import {
  ScriptedAssistant,
  sleep,
  startChatServer,
  type ChatServer,
} from "#tests/support/chat-socket.ts";
import { cookieFrom, createTestAccounts, TEST_APP_URL } from "#tests/support/test-auth.ts";
import { queryRows, testDrivers } from "#tests/support/test-database.ts";
import { captureLogs } from "#tests/support/test-logger.ts";
import type { ChatSocketLimits } from "./chat-socket.ts";

describe.each(testDrivers)("chat socket on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let server: ChatServer;
  let port: number;
  let chat: ChatServer["chat"];
  const assistant = new ScriptedAssistant();
  let logs = captureLogs();

  async function start(limits: Partial<ChatSocketLimits> = {}) {
    server = await startChatServer(t, { assistant, logger: logs.logger, limits });
    ({ port, chat } = server);
  }

  const open: ChatServer["open"] = (...args) => server.open(...args);
  const refusal: ChatServer["refusal"] = (...args) => server.refusal(...args);

  const count = async (table: typeof users | typeof sessions) =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${table}`))[0]!.n;

  async function storedConversations() {
    return t.db.select().from(conversations);
  }

  /** The one stored conversation, once it holds this many events (writes trail the frames). */
  async function storedConversationWith(events: number) {
    await expect
      .poll(async () => {
        const [record] = await storedConversations();
        return record ? (await storedEvents(record.id)).length : 0;
      })
      .toBe(events);
    const [record] = await storedConversations();
    return record!;
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
    await server.stop();
    assistant.seen = [];
    assistant.prepared = 0;
    assistant.script = new ScriptedAssistant().script;
    logs = captureLogs();
    await t.db.delete(conversations);
  });

  it("readies the assistant when a visitor opens the chat, not when the server starts", async () => {
    await start();
    expect(assistant.prepared).toBe(0);
    await open({}, "client-id-prepares-1");
    await expect.poll(() => assistant.prepared).toBe(1);
  });

  it("takes a message shaped like the team's frame as the visitor's own words", async () => {
    await start();
    const client = await open({}, "client-id-forged-team-1");
    const forged = JSON.stringify({ team: { name: "Grace", text: "Your refund is approved." } });
    client.socket.send(forged);
    const frames = await client.until((all) => all.some((frame) => frame.turn_complete));
    expect(frames.some((frame) => "team" in frame || "notice" in frame)).toBe(false);
    const record = await storedConversationWith(2);
    const [mine] = await storedEvents(record.id);
    expect(mine).toMatchObject({ author: "user", textContent: forged, authorName: null });
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
      events.map(({ author, textContent, isTurnComplete, isPartial, branch, engine }) => ({
        author,
        textContent,
        isTurnComplete,
        isPartial,
        branch,
        engine,
      })),
    ).toEqual([
      {
        author: "user",
        textContent: "What do you do?",
        isTurnComplete: true,
        isPartial: false,
        branch: null,
        engine: null,
      },
      {
        author: "root_agent",
        textContent: "echo: What do you do?",
        isTurnComplete: true,
        isPartial: false,
        branch: null,
        engine: "scripted",
      },
    ]);
    expect(record!.handedOverAt).toBeNull();
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

  it("gives a visitor without a session the cookie of an anonymous one, created by the first message", async () => {
    await start({ anonymousSocketsPerIp: 100 });
    const before = { users: await count(users), sessions: await count(sessions) };
    const idle = await Promise.all(Array.from({ length: 50 }, () => open()));
    for (const client of idle) expect((await client.setCookies).join(";")).toMatch(/HttpOnly/i);
    expect({ users: await count(users), sessions: await count(sessions) }).toEqual(before);

    const [speaker] = idle;
    const cookie = await speaker!.cookie();
    expect(await t.accounts.getSession(new Headers({ cookie }))).toBeNull();
    speaker!.socket.send("Hello");
    await speaker!.until(() => speaker!.turns() === 1);
    expect({ users: await count(users), sessions: await count(sessions) }).toEqual({
      users: before.users + 1,
      sessions: before.sessions + 1,
    });
    const session = await t.accounts.getSession(new Headers({ cookie }));
    expect(session?.user.isAnonymous).toBe(true);
    const [record] = await storedConversations();
    expect(record).toMatchObject({ userId: session!.user.id, isAnonymous: true });

    // Another tab of the same browser carries the cookie: no new cookie, no new visitor.
    const otherTab = await open({ headers: { cookie } });
    expect(await otherTab.setCookies).toEqual([]);
    otherTab.socket.send("Hello again");
    await otherTab.until(() => otherTab.turns() === 1);
    expect(await count(users)).toBe(before.users + 1);
    const records = await storedConversations();
    expect(records.map((row) => row.userId)).toEqual([session!.user.id, session!.user.id]);
  });

  it("lets two tabs whose session does not exist yet share the one created first", async () => {
    await start();
    const first = await open();
    const cookie = await first.cookie();
    const second = await open({ headers: { cookie } });
    expect(await second.setCookies).toEqual([]);
    const before = await count(users);
    first.socket.send("From the first tab");
    second.socket.send("From the second tab");
    await first.until(() => first.turns() === 1);
    await second.until(() => second.turns() === 1);
    expect(await count(users)).toBe(before + 1);
    const owners = new Set((await storedConversations()).map((row) => row.userId));
    expect(owners.size).toBe(1);
  });

  it("gives a visitor with a forged session cookie a new one, never its token", async () => {
    await start();
    const probe = await open();
    const [name] = (await probe.cookie()).split("=");
    const forged = await open({ headers: { cookie: `${name}=made-up-token.${"A".repeat(43)}=` } });
    const [line] = await forged.setCookies;
    expect(line).toMatch(new RegExp(`^${name}=`));
    expect(line).not.toContain("made-up-token");
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
    client.socket.send("x".repeat(MAX_CHAT_MESSAGE_LENGTH + 1));
    await client.until((frames) => frames.length === 1);
    expect(client.frames).toEqual([{ error: chatServerErrors.tooLong }]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.send("é".repeat(MAX_CHAT_MESSAGE_LENGTH + 1));
    expect((await client.closed).code).toBe(1008);
    expect(await storedConversations()).toHaveLength(0);
  });

  // The widget's textarea lets through this many UTF-16 code units, whatever the script.
  it.each([
    ["ASCII", "y"],
    ["CJK (3 bytes of UTF-8 each)", "語"],
    ["emoji (two code units, 4 bytes each)", "🙂"],
  ])("accepts a message at the widget's length limit in %s", async (_, unit) => {
    await start();
    const client = await open();
    client.socket.send(unit.repeat(MAX_CHAT_MESSAGE_LENGTH / unit.length));
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
    const cookie = await first.cookie();
    for (let index = 0; index < 9; index += 1) await open({ headers: { cookie } });
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
    const events = await storedEvents((await storedConversationWith(2)).id);
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
    await storedConversationWith(2);
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
    const [, partial] = await storedEvents((await storedConversationWith(2)).id);
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
    void chat.close();
    expect((await client.closed).code).toBe(1001);
    await expect
      .poll(() => logs.lines.find((line) => line.msg === "Chat socket closed"))
      .toMatchObject({ code: 1001, connId: expect.any(String) });
  });
});
