import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversationEvents, conversations } from "#app/db/schema.server.ts";
import { randomToken } from "#app/lib/tokens.server.ts";

export interface ConversationOwner {
  id: string;
  name: string | null;
  email: string | null;
  isAnonymous: boolean;
}

export type EventAuthor = (typeof conversationEvents.$inferSelect)["author"];

export interface NewEvent {
  author: EventAuthor;
  invocationId: string;
  textContent: string;
  isTurnComplete: boolean;
}

export type ConversationEvent = Omit<typeof conversationEvents.$inferSelect, "position">;
export type ConversationRecord = typeof conversations.$inferSelect;

/** A random identifier in the style of the specification's ids (`evt_…`, `inv_…`). */
export function prefixedId(prefix: string): string {
  return `${prefix}_${randomToken()}`;
}

/** Where a chat connection keeps its conversation: one record, events appended as rows. */
export function createConversationStore(db: Database) {
  return {
    /** Opens the conversation of one socket connection, on its first message. */
    async open(owner: ConversationOwner, clientId: string, now = Date.now()): Promise<string> {
      const [row] = await db
        .insert(conversations)
        .values({
          userId: owner.id,
          // Anonymous visitors have placeholder names and emails, which are not theirs to store.
          userName: owner.isAnonymous ? null : owner.name,
          userEmail: owner.isAnonymous ? null : owner.email,
          isAnonymous: owner.isAnonymous,
          adkSessionId: randomToken(),
          createdAt: now,
          lastUpdatedAt: now,
          clientSessionId: `client_${clientId}`,
        })
        .returning({ id: conversations.id });
      return row!.id;
    },

    /** Appends one event and moves the conversation's last-updated time, atomically. */
    async append(conversationId: string, event: NewEvent, now = Date.now()): Promise<string> {
      const eventId = prefixedId("evt");
      await db.transaction(async (tx) => {
        await tx.insert(conversationEvents).values({
          eventId,
          conversationId,
          timestamp: now,
          author: event.author,
          invocationId: event.invocationId,
          branch: null,
          isPartial: false,
          isTurnComplete: event.isTurnComplete,
          textContent: event.textContent,
        });
        await tx
          .update(conversations)
          .set({ lastUpdatedAt: now })
          .where(eq(conversations.id, conversationId));
      });
      return eventId;
    },
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;

/** Every conversation of a user with its events in order, for the data export. */
export async function conversationsOf(
  db: Pick<Database, "select">,
  userId: string,
): Promise<(ConversationRecord & { events: ConversationEvent[] })[]> {
  const records = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(asc(conversations.createdAt));
  if (records.length === 0) return [];
  const events = await db
    .select()
    .from(conversationEvents)
    .where(
      inArray(
        conversationEvents.conversationId,
        records.map((record) => record.id),
      ),
    )
    .orderBy(asc(conversationEvents.position));
  return records.map((record) => ({
    ...record,
    events: events
      .filter((event) => event.conversationId === record.id)
      .map(({ position: _position, ...event }) => event),
  }));
}
