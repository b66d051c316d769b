import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAssistant } from "#app/chat/create-assistant.server.ts";
import { MAX_ANSWER_CHARS } from "#app/chat/llm/llm-assistant.server.ts";
import { chatServerErrors } from "#app/chat/chat-messages.ts";
import { parseConfig } from "#app/config/env.server.ts";
import { conversationEvents, conversations, users } from "#app/db/schema.server.ts";
import { allowAttempt, rateLimitRules } from "#app/db/rate-limit-rules.server.ts";
import {
  ScriptedAssistant,
  startChatServer,
  type ChatClient,
  type ChatServer,
} from "#tests/support/chat-socket.ts";
import { startTestLlmServer, type TestLlmServer } from "#tests/support/llm-server.ts";
import { cookieFrom, createTestAccounts, TEST_APP_URL } from "#tests/support/test-auth.ts";
import { queryRows, testDrivers } from "#tests/support/test-database.ts";
import { captureLogs } from "#tests/support/test-logger.ts";

const VISITORS_PER_HOUR = rateLimitRules.anonymousSession.ip.limit;

describe.each(testDrivers)("chat budgets on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let llm: TestLlmServer;
  let server: ChatServer;
  let networks = 0;

  beforeAll(async () => {
    t = await createTestAccounts(driver);
    llm = await startTestLlmServer();
  });
  afterAll(async () => {
    await llm.stop();
    await t.dispose();
  });
  afterEach(async () => {
    await server.stop();
    llm.requests.length = 0;
    llm.behaviour = () => ({ kind: "stream", chunks: ["Hello ", "from the ", "model."] });
  });

  /** Behind one trusted proxy, so that X-Forwarded-For names each test's own addresses. */
  async function startBuiltIn() {
    const env = { TRUST_PROXY: "true" };
    const assistant = new ScriptedAssistant();
    server = await startChatServer(t, {
      assistant,
      logger: captureLogs().logger,
      env,
      limits: { anonymousSocketsPerIp: 100 },
    });
  }

  async function startWithModel(turnsPerHour = 3) {
    const env = {
      TRUST_PROXY: "true",
      CHAT_LLM_BASE_URL: llm.baseUrl,
      CHAT_LLM_MODEL: "test-model",
      CHAT_LLM_TURNS_PER_HOUR: String(turnsPerHour),
    };
    const { chat } = parseConfig({ APP_URL: TEST_APP_URL, ...env });
    server = await startChatServer(t, {
      assistant: createAssistant(chat),
      logger: captureLogs().logger,
      env,
    });
  }

  /** A fresh IPv4 address, or a fresh IPv6 /64 whose addresses `at(n)` gives. */
  const newAddress = () => `198.18.0.${++networks}`;
  const newNetwork = () => {
    networks += 1;
    return (index: number) => `2001:db8:${networks.toString(16)}:7:${index.toString(16)}::1`;
  };

  const from = (address: string, cookie?: string) => ({
    headers: { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
  });

  /** Sends a message and waits for the turn's last frame. */
  async function ask(client: ChatClient, message = "Hello") {
    const settled = client.frames.filter((f) => f.turn_complete || f.error).length;
    client.socket.send(message);
    const frames = await client.until(
      (all) => all.filter((f) => f.turn_complete || f.error).length > settled,
    );
    return frames.at(-1)!;
  }

  const rows = async (table: typeof users | typeof conversations | typeof conversationEvents) =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${table}`))[0]!.n;

  async function newVisitorsFrom(addressAt: (index: number) => string) {
    const before = { users: await rows(users), conversations: await rows(conversations) };
    const outcomes = [];
    const cookies = [];
    for (let index = 0; index <= VISITORS_PER_HOUR; index += 1) {
      const client = await server.open(from(addressAt(index)));
      outcomes.push(await ask(client));
      cookies.push(await client.cookie());
      client.socket.close();
    }
    expect(outcomes.slice(0, VISITORS_PER_HOUR)).toEqual(
      Array(VISITORS_PER_HOUR).fill({ turn_complete: true }),
    );
    expect(outcomes[VISITORS_PER_HOUR]).toEqual({ error: chatServerErrors.tooManyVisitors });
    expect(await rows(users)).toBe(before.users + VISITORS_PER_HOUR);
    expect(await rows(conversations)).toBe(before.conversations + VISITORS_PER_HOUR);
    return cookies;
  }

  it("refuses the 21st new anonymous visitor from one address, storing nothing for it", async () => {
    await startBuiltIn();
    const address = newAddress();
    const [firstCookie] = await newVisitorsFrom(() => address);
    // Visitors already started keep chatting, and other addresses are not affected.
    expect(await ask(await server.open(from(address, firstCookie)))).toEqual({
      turn_complete: true,
    });
    expect(await ask(await server.open(from(newAddress())))).toEqual({ turn_complete: true });
  });

  it("counts addresses rotated inside one IPv6 /64 as one client", async () => {
    await startBuiltIn();
    await newVisitorsFrom(newNetwork());
    expect(await ask(await server.open(from(newNetwork()(1))))).toEqual({ turn_complete: true });
  });

  it("holds one IPv6 /64 to ten open anonymous sockets", async () => {
    server = await startChatServer(t, {
      assistant: new ScriptedAssistant(),
      logger: captureLogs().logger,
      env: { TRUST_PROXY: "true" },
    });
    const network = newNetwork();
    for (let index = 0; index < 10; index += 1) await server.open(from(network(index)));
    expect(await server.refusal(from(network(10)))).toBe(429);
    await server.open(from(newNetwork()(0)));
  });

  it("refuses a new visitor of the built-in guide before any part of an answer goes out", async () => {
    const assistant = new ScriptedAssistant();
    server = await startChatServer(t, {
      assistant,
      logger: captureLogs().logger,
      env: { TRUST_PROXY: "true" },
    });
    const address = newAddress();
    for (let index = 0; index < VISITORS_PER_HOUR; index += 1) {
      await allowAttempt(t.db, "anonymousSession", { ip: address });
    }
    const client = await server.open(from(address));
    expect(await ask(client, "What do your agents do?")).toEqual({
      error: chatServerErrors.tooManyVisitors,
    });
    // The refusal is the turn's only frame: not a word of the answer came before it.
    expect(client.frames).toEqual([{ error: chatServerErrors.tooManyVisitors }]);
    expect(assistant.seen).toHaveLength(0);
  });

  it("calls no model for a new visitor the address may not start", async () => {
    await startWithModel(100);
    const address = newAddress();
    for (let index = 0; index < VISITORS_PER_HOUR; index += 1) {
      await allowAttempt(t.db, "anonymousSession", { ip: address });
    }
    const client = await server.open(from(address));
    expect(await ask(client)).toEqual({ error: chatServerErrors.tooManyVisitors });
    expect(client.frames).toHaveLength(1);
    expect(llm.requests).toHaveLength(0);
  });

  it("holds a signed-in user to the hour's turns of the model across their sockets", async () => {
    await startWithModel(3);
    const { email, password } = await t.verifiedUser(`budget-${driver}@example.com`);
    const signedIn = await t.accounts.signIn({ email, password, headers: new Headers() });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(signedIn.headers).get("cookie")!;
    // Each socket from an address of its own: the user's budget, not the address's, counts.
    const first = await server.open(from(newAddress(), cookie));
    const second = await server.open(from(newAddress(), cookie));
    const eventsBefore = await rows(conversationEvents);
    expect(await ask(first)).toEqual({ turn_complete: true });
    expect(await ask(second)).toEqual({ turn_complete: true });
    expect(await ask(first)).toEqual({ turn_complete: true });
    expect(await ask(second)).toEqual({ error: chatServerErrors.turnLimit });
    expect(await ask(first)).toEqual({ error: chatServerErrors.turnLimit });
    expect(llm.requests).toHaveLength(3);
    expect(await rows(conversationEvents)).toBe(eventsBefore + 6);
  });

  it("holds an anonymous address to the hour's turns of the model across its visitors", async () => {
    await startWithModel(3);
    const address = newAddress();
    const first = await server.open(from(address));
    const second = await server.open(from(address));
    expect(await ask(first)).toEqual({ turn_complete: true });
    expect(await ask(second)).toEqual({ turn_complete: true });
    expect(await ask(second)).toEqual({ turn_complete: true });
    expect(await ask(first)).toEqual({ error: chatServerErrors.turnLimit });
    expect(await ask(second)).toEqual({ error: chatServerErrors.turnLimit });
    expect(llm.requests).toHaveLength(3);
    expect(await ask(await server.open(from(newAddress())))).toEqual({ turn_complete: true });
  });

  it("cuts a model's endless answer at the cap and completes the turn", async () => {
    await startWithModel(3);
    llm.behaviour = () => ({ kind: "endless", chunk: "and so on " });
    const cancelledBefore = llm.cancelled;
    const client = await server.open(from(newAddress()));
    expect(await ask(client, "Go on forever")).toEqual({ turn_complete: true });
    const answer = client.frames.map((frame) => frame.message ?? "").join("");
    expect(answer).toHaveLength(MAX_ANSWER_CHARS);
    await expect.poll(() => llm.cancelled).toBe(cancelledBefore + 1);
    const [stored] = await queryRows<{ length: number }>(
      t.db,
      sql`select length(text_content)::int as length from ${conversationEvents}
          where author = 'root_agent' order by position desc limit 1`,
    );
    expect(stored?.length).toBe(MAX_ANSWER_CHARS);
  });

  it("puts no turn budget on the built-in guide", async () => {
    await startBuiltIn();
    const address = newAddress();
    const client = await server.open(from(address));
    for (let turn = 0; turn < 5; turn += 1) {
      expect(await ask(client)).toEqual({ turn_complete: true });
    }
    const charged = await queryRows<{ key: string }>(
      t.db,
      sql`select key from rate_limits where key = ${`chatTurn:ip:${address}`}`,
    );
    expect(charged).toEqual([]);
  });
});
