import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { HandOverOutcome } from "#app/chat/conversations/hand-over.server.ts";
import { conversations } from "#app/db/schema.server.ts";
import { ScriptedAssistant, startChatServer, type ChatServer } from "#tests/support/chat-socket.ts";
import { createTestAccounts } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { captureLogs } from "#tests/support/test-logger.ts";

describe.each(testDrivers)("a chat hand-over marks the conversation, on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let server: ChatServer;
  const assistant = new ScriptedAssistant();
  let outcome: HandOverOutcome = { status: "sent", email: "ada@example.com" };
  const passedOn: string[] = [];

  beforeAll(async () => {
    t = await createTestAccounts(driver);
  });
  afterAll(() => t.dispose());
  afterEach(async () => {
    await server.stop();
    passedOn.length = 0;
    await t.db.delete(conversations);
  });

  async function start() {
    server = await startChatServer(t, {
      assistant,
      logger: captureLogs().logger,
      handOver: async (email) => {
        passedOn.push(email);
        return outcome;
      },
    });
    // The first message of the connection asks for a person at once, before it is stored.
    assistant.script = async function* ({ message, handOver }) {
      const result = message.includes("@") ? await handOver!(message) : null;
      yield result ? `hand-over: ${result.status}` : `echo: ${message}`;
    };
  }

  async function turn(message: string, turns: number) {
    const client = await server.open();
    client.socket.send(message);
    await client.until((frames) => frames.filter((frame) => frame.turn_complete).length >= turns);
    return client;
  }

  it("records when the first message already hands over", async () => {
    outcome = { status: "sent", email: "ada@example.com" };
    await start();
    const before = Date.now();
    await turn("ada@example.com", 1);
    const [record] = await t.db.select().from(conversations);
    expect(passedOn).toEqual(["ada@example.com"]);
    expect(record!.handedOverAt).toBeGreaterThanOrEqual(before);
    expect(record!.handedOverAt).toBeLessThanOrEqual(Date.now());
  });

  it("keeps the first hand-over's time and leaves a refused one unmarked", async () => {
    outcome = { status: "rate-limited" };
    await start();
    const client = await turn("Hello", 1);
    client.socket.send("ada@example.com");
    await client.until((frames) => frames.filter((frame) => frame.turn_complete).length >= 2);
    expect((await t.db.select().from(conversations))[0]!.handedOverAt).toBeNull();

    outcome = { status: "sent", email: "ada@example.com" };
    client.socket.send("ada@example.com again");
    await client.until((frames) => frames.filter((frame) => frame.turn_complete).length >= 3);
    const first = (await t.db.select().from(conversations))[0]!.handedOverAt;
    expect(first).not.toBeNull();
    client.socket.send("ada@example.com once more");
    await client.until((frames) => frames.filter((frame) => frame.turn_complete).length >= 4);
    expect((await t.db.select().from(conversations))[0]!.handedOverAt).toBe(first);
  });
});
