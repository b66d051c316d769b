import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationEvents, conversations, sessions } from "#app/db/schema.server.ts";
import { cookieFrom, createTestAccounts } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import {
  createConversationStore,
  SessionEndedError,
  type ConversationStore,
  type NewEvent,
} from "./conversations.server.ts";

const event = (textContent: string): NewEvent => ({
  author: "user",
  invocationId: "inv_test",
  textContent,
  isTurnComplete: true,
});

describe.each(testDrivers)("conversation writes within a session, on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let store: ConversationStore;
  let visitors = 0;

  beforeAll(async () => {
    t = await createTestAccounts(driver);
    store = createConversationStore(t.db);
  });
  afterAll(() => t.dispose());

  async function anonymousSession() {
    const started = await t.accounts.startAnonymousSession(new Headers());
    const current = await t.accounts.getSession(cookieFrom(started.headers));
    return {
      owner: { id: started.userId, name: null, email: null, isAnonymous: true },
      sessionId: current!.session.id,
      clientId: `store-test-${++visitors}`,
    };
  }

  const eventsOf = (conversationId: string) =>
    t.db
      .select()
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, conversationId));

  it("writes while the session lasts and refuses once its row is gone", async () => {
    const { owner, sessionId, clientId } = await anonymousSession();
    const id = await store.open(owner, clientId, event("first"), { sessionId });
    await store.append(id, event("second"), { sessionId });
    expect(await eventsOf(id)).toHaveLength(2);

    await t.db.delete(sessions).where(eq(sessions.id, sessionId));
    await expect(store.append(id, event("third"), { sessionId })).rejects.toBeInstanceOf(
      SessionEndedError,
    );
    await expect(
      store.open(owner, `${clientId}-again`, event("new"), { sessionId }),
    ).rejects.toBeInstanceOf(SessionEndedError);
    expect(await eventsOf(id)).toHaveLength(2);
    const owned = await t.db.select().from(conversations).where(eq(conversations.userId, owner.id));
    expect(owned).toHaveLength(1);
  });

  it("refuses a session that has expired", async () => {
    const { owner, sessionId, clientId } = await anonymousSession();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    await expect(store.open(owner, clientId, event("late"), { sessionId })).rejects.toBeInstanceOf(
      SessionEndedError,
    );
  });
});
