import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConversationStore } from "#app/chat/conversations/conversations.server.ts";
import type { Database } from "#app/db/client.server.ts";
import { contacts, users } from "#app/db/schema.server.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import {
  containsPattern,
  conversationFilter,
  CONVERSATION_PAGE_SIZE,
  listConversations,
} from "./conversation-list.server.ts";
import { loadConversationTranscript } from "./conversation-transcript.server.ts";

const filter = (search = "") =>
  conversationFilter(new URL(`http://site.test/admin/conversations${search}`));

describe("conversation list parameters", () => {
  it("reads the search and the hand-over filter, ignoring anything unexpected", () => {
    expect(filter("?q=%20pricing%20&handedOver=1")).toEqual({ q: "pricing", handedOver: true });
    expect(filter("?handedOver=yes")).toEqual({ q: "", handedOver: false });
    expect(filter(`?q=${"x".repeat(500)}`)).toEqual({ q: "x".repeat(200), handedOver: false });
  });

  it("escapes the wildcards of a search", () => {
    expect(containsPattern("100%_off\\")).toBe("%100\\%\\_off\\\\%");
  });
});

describe.each(testDrivers)("conversations in the console, on %s", (driver) => {
  let database: TestDatabase;
  let db: Database;
  const ids: Record<string, string> = {};

  async function chat(
    owner: { id: string; name: string | null; email: string | null; isAnonymous: boolean },
    at: number,
    lines: { author: "user" | "root_agent"; text: string; engine?: string }[],
  ) {
    const store = createConversationStore(db);
    const [first, ...rest] = lines;
    const event = (line: (typeof lines)[number]) => ({
      author: line.author,
      invocationId: "inv_1",
      textContent: line.text,
      isTurnComplete: true,
      engine: line.engine,
    });
    const id = await store.open(owner, "client-of-test", event(first!), { now: at });
    for (const [index, line] of rest.entries()) {
      await store.append(id, event(line), { now: at + (index + 1) * 1_000 });
    }
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    await db.insert(users).values([
      { id: "u-ada", name: "Ada", email: "ada@example.com" },
      { id: "u-grace", name: "Grace", email: "grace@example.com", aiModelOptIn: false },
      { id: "u-anon", name: "Anonymous", email: "temp@anon.invalid", isAnonymous: true },
    ]);
    const ada = { id: "u-ada", name: "Ada", email: "ada@example.com", isAnonymous: false };
    const grace = { id: "u-grace", name: "Grace", email: "grace@example.com", isAnonymous: false };
    const visitor = {
      id: "u-anon",
      name: "Anonymous",
      email: "temp@anon.invalid",
      isAnonymous: true,
    };
    const base = Date.UTC(2026, 0, 10, 15);
    ids.ada = await chat(ada, base, [
      { author: "user", text: "What does   a pilot\ncost?" },
      { author: "root_agent", text: "It depends on **scope**.", engine: "built-in" },
      { author: "user", text: "Is 100% of the data kept_private?" },
      { author: "root_agent", text: "Yes.", engine: "built-in" },
    ]);
    ids.grace = await chat(grace, base + 60_000, [
      { author: "user", text: "Do you work with hospitals? Write to support@kestrel-ai.com?" },
      { author: "root_agent", text: "Error: Something went wrong. Ask at team@example.com" },
    ]);
    ids.visitor = await chat(visitor, base + 120_000, [
      { author: "user", text: `I want a person. ${"Long words ".repeat(30)}` },
      { author: "root_agent", text: "Leave your email.", engine: "gpt-test" },
      { author: "user", text: "me@example.com" },
      { author: "root_agent", text: "Passed on.", engine: "gpt-test" },
    ]);
    await createConversationStore(db).markHandedOver(ids.visitor, Date.now());
    await db.insert(contacts).values([
      // An older chat message of the same visitor is not this hand-over's.
      {
        name: "Visitor in the chat",
        email: "me@example.com",
        company: "",
        message: "older",
        source: "chat",
        userId: "u-anon",
        createdAt: new Date(Date.now() - 3_600_000),
      },
      {
        name: "Visitor in the chat",
        email: "me@example.com",
        company: "",
        message: "transcript",
        source: "chat",
        userId: "u-anon",
      },
    ]);
  });
  afterAll(() => database.dispose());

  it("lists the most recently active first, with who, counts, first question and marks", async () => {
    const { conversations, total } = await listConversations(db, filter(), 1);
    expect(total).toBe(3);
    expect(conversations.map((row) => row.id)).toEqual([ids.visitor, ids.grace, ids.ada]);
    const [visitor, grace, ada] = conversations;
    expect(visitor).toMatchObject({
      email: null,
      messageCount: 4,
      handedOver: true,
      emailLeft: true,
      optedOut: false,
    });
    expect(visitor!.firstQuestion.length).toBeLessThanOrEqual(140);
    expect(visitor!.firstQuestion).toMatch(/^I want a person\. Long words .*…$/);
    expect(grace).toMatchObject({
      email: "grace@example.com",
      messageCount: 2,
      handedOver: false,
      emailLeft: false,
      optedOut: true,
    });
    expect(ada).toMatchObject({
      email: "ada@example.com",
      messageCount: 4,
      firstQuestion: "What does a pilot cost?",
      emailLeft: false,
      optedOut: false,
    });
    expect(ada!.lastUpdatedAt - ada!.createdAt).toBe(3_000);
  });

  it("finds conversations by any message's text, once each, wildcards taken literally", async () => {
    const found = async (search: string) =>
      (await listConversations(db, filter(search), 1)).conversations.map((row) => row.id);
    expect(await found("?q=HOSPITALS")).toEqual([ids.grace]);
    expect(await found("?q=scope")).toEqual([ids.ada]);
    expect(await found("?q=100%25")).toEqual([ids.ada]);
    expect(await found("?q=kept_private")).toEqual([ids.ada]);
    expect(await found("?q=kept%25private")).toEqual([]);
    expect(await found("?q=a")).toHaveLength(3);
    expect(await found("?q=person&handedOver=1")).toEqual([ids.visitor]);
    expect(await found("?handedOver=1")).toEqual([ids.visitor]);
    expect(await found("?q=hospitals&handedOver=1")).toEqual([]);
  });

  it("pages through the list", async () => {
    const page2 = await listConversations(db, filter(), 2);
    expect(page2.total).toBe(3);
    expect(page2.conversations).toEqual([]);
    expect(CONVERSATION_PAGE_SIZE).toBeGreaterThan(3);
  });

  it("reads a transcript in order with the engine of each reply and the hand-over's inbox item", async () => {
    const transcript = await loadConversationTranscript(db, ids.visitor!);
    expect(transcript).toMatchObject({
      email: null,
      handedOverAt: expect.any(Number),
      emailLeft: true,
    });
    expect(transcript!.messages.map(({ author, engine }) => [author, engine])).toEqual([
      ["visitor", null],
      ["assistant", "gpt-test"],
      ["visitor", null],
      ["assistant", "gpt-test"],
    ]);
    const [contact] = await db.select().from(contacts).where(eq(contacts.message, "transcript"));
    expect(transcript!.inboxContactId).toBe(contact!.id);

    const grace = await loadConversationTranscript(db, ids.grace!);
    expect(grace).toMatchObject({
      email: "grace@example.com",
      name: "Grace",
      optedOut: true,
      handedOverAt: null,
      emailLeft: false,
      inboxContactId: null,
    });
  });

  it("knows nothing of a malformed or unknown id", async () => {
    expect(await loadConversationTranscript(db, "not-a-uuid")).toBeNull();
    expect(await loadConversationTranscript(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
