import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
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
  /** The engine that wrote a reply; absent for the visitor's messages and for errors. */
  engine?: string;
}

export type ConversationEvent = Omit<typeof conversationEvents.$inferSelect, "position">;
export type ConversationRecord = typeof conversations.$inferSelect;

/** A random identifier in the product's id style (`evt_…`, `inv_…`). */
export function prefixedId(prefix: string): string {
  return `${prefix}_${randomToken()}`;
}

/** Who writes a chat conversation: its owner, signed in with this session. */
export interface ConversationWriter extends ConversationOwner {
  sessionId: string;
}

/** A write refused because the session it was made in has ended (or never existed). */
export class SessionEndedError extends Error {
  constructor() {
    super("The session ended");
    this.name = "SessionEndedError";
  }
}

export interface WriteOptions {
  /**
   * The session the write is made in: once its row is gone (sign-out, password change,
   * deactivation, deletion) or it has expired, the write is refused with SessionEndedError.
   */
  sessionId?: string;
  now?: number;
}

/**
 * Where a chat connection keeps its conversation: one record, events appended as rows. Each
 * write is a single SQL statement (common table expressions, checked as a whole), so it is
 * atomic without a transaction and costs one round trip. The session check is part of the same
 * statement, so a session that ended a moment ago cannot slip a write in, whether or not its
 * end has been heard of yet.
 */
export function createConversationStore(db: Database) {
  function eventValues(conversationId: SQL, event: NewEvent, now: number) {
    return sql`${prefixedId("evt")}, ${conversationId}, ${now}, ${event.author},
      ${event.invocationId}, null, false, ${event.isTurnComplete}, ${event.textContent},
      ${event.engine ?? null}`;
  }
  const eventColumns = sql.raw(
    "(event_id, conversation_id, timestamp, author, invocation_id, branch, is_partial, is_turn_complete, text_content, engine)",
  );
  const whileSessionLasts = (sessionId: string | undefined) =>
    sessionId
      ? sql`where exists (select 1 from sessions where id = ${sessionId} and expires_at > now())`
      : sql``;

  async function written(statement: SQL): Promise<void> {
    const { rows } = (await db.execute(statement)) as unknown as { rows: unknown[] };
    if (rows.length === 0) throw new SessionEndedError();
  }

  return {
    /** Creates the conversation of one socket connection together with its first event. */
    async open(
      owner: ConversationOwner,
      clientId: string,
      first: NewEvent,
      { sessionId, now = Date.now() }: WriteOptions = {},
    ): Promise<string> {
      const id = randomUUID();
      // Anonymous visitors have placeholder names and emails, which are not theirs to store.
      const name = owner.isAnonymous ? null : owner.name;
      const email = owner.isAnonymous ? null : owner.email;
      await written(sql`
        with conversation as (
          insert into conversations (id, user_id, user_name, user_email, is_anonymous,
            adk_session_id, created_at, last_updated_at, client_session_id)
          select ${id}, ${owner.id}, ${name}, ${email}, ${owner.isAnonymous}, ${randomToken()},
            ${now}, ${now}, ${`client_${clientId}`}
          ${whileSessionLasts(sessionId)}
          returning id
        )
        insert into conversation_events ${eventColumns}
        select ${eventValues(sql`conversation.id`, first, now)} from conversation
        returning position`);
      return id;
    },

    /** Appends one event and moves the conversation's last-updated time. */
    async append(
      conversationId: string,
      event: NewEvent,
      { sessionId, now = Date.now() }: WriteOptions = {},
    ): Promise<void> {
      await written(sql`
        with event as (
          insert into conversation_events ${eventColumns}
          select ${eventValues(sql`${conversationId}`, event, now)}
          ${whileSessionLasts(sessionId)}
          returning conversation_id
        )
        update conversations set last_updated_at = ${now}
        where id = (select conversation_id from event)
        returning id`);
    },

    /**
     * Notes that the conversation was passed on to the team at `at` (epoch ms). The first
     * hand-over is kept: the team's inbox item is found from it.
     */
    async markHandedOver(conversationId: string, at: number): Promise<void> {
      await db
        .update(conversations)
        .set({ handedOverAt: sql`coalesce(${conversations.handedOverAt}, ${at})` })
        .where(eq(conversations.id, conversationId));
    },

    /** The conversation's messages in order, for passing it on to the team. */
    async transcript(conversationId: string) {
      return db
        .select({
          author: conversationEvents.author,
          invocationId: conversationEvents.invocationId,
          textContent: conversationEvents.textContent,
        })
        .from(conversationEvents)
        .where(eq(conversationEvents.conversationId, conversationId))
        .orderBy(asc(conversationEvents.position));
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
