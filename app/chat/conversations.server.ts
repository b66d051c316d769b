import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
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

/**
 * Where a chat connection keeps its conversation: one record, events appended as rows. Each
 * write is a single SQL statement (common table expressions, checked as a whole), so it is
 * atomic without a transaction and costs one round trip.
 */
export function createConversationStore(db: Database) {
  function eventRow(conversationId: string, event: NewEvent, now: number) {
    return sql`(${prefixedId("evt")}, ${conversationId}, ${now}, ${event.author},
      ${event.invocationId}, null, false, ${event.isTurnComplete}, ${event.textContent})`;
  }
  const eventColumns = sql.raw(
    "(event_id, conversation_id, timestamp, author, invocation_id, branch, is_partial, is_turn_complete, text_content)",
  );

  return {
    /** Creates the conversation of one socket connection together with its first event. */
    async open(
      owner: ConversationOwner,
      clientId: string,
      first: NewEvent,
      now = Date.now(),
    ): Promise<string> {
      const id = randomUUID();
      // Anonymous visitors have placeholder names and emails, which are not theirs to store.
      const name = owner.isAnonymous ? null : owner.name;
      const email = owner.isAnonymous ? null : owner.email;
      await db.execute(sql`
        with conversation as (
          insert into conversations (id, user_id, user_name, user_email, is_anonymous,
            adk_session_id, created_at, last_updated_at, client_session_id)
          values (${id}, ${owner.id}, ${name}, ${email}, ${owner.isAnonymous}, ${randomToken()},
            ${now}, ${now}, ${`client_${clientId}`})
        )
        insert into conversation_events ${eventColumns} values ${eventRow(id, first, now)}`);
      return id;
    },

    /** Appends one event and moves the conversation's last-updated time. */
    async append(conversationId: string, event: NewEvent, now = Date.now()): Promise<void> {
      await db.execute(sql`
        with event as (
          insert into conversation_events ${eventColumns}
          values ${eventRow(conversationId, event, now)}
        )
        update conversations set last_updated_at = ${now} where id = ${conversationId}`);
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
