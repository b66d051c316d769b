import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { contacts, conversationEvents, conversations, users } from "#app/db/schema.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { emailLeftIn } from "./email-left.server.ts";

/** How far the database's clock may lag the server's when the hand-over's message is stored. */
const CLOCK_SLACK_MS = 5_000;

export interface TranscriptMessage {
  id: string;
  at: number;
  author: "visitor" | "assistant" | "team";
  /** The team member who wrote a "team" line, by the name the visitor saw. */
  authorName: string | null;
  text: string;
  /** Which engine wrote an assistant's reply; null for the visitor's words and for errors. */
  engine: string | null;
  /** The visitor left before the reply was finished. */
  unfinished: boolean;
}

export interface ConversationTranscript {
  id: string;
  createdAt: number;
  lastUpdatedAt: number;
  email: string | null;
  name: string | null;
  optedOut: boolean;
  handedOverAt: number | null;
  /** The visitor left an email address in one of their messages. */
  emailLeft: boolean;
  /** The contact message the hand-over became in the inbox, when it can be told. */
  inboxContactId: string | null;
  messages: TranscriptMessage[];
  /** The visitor's chat is open now. */
  visitorHere: boolean;
  /** The team member talking to the visitor now, if one is. */
  teamMember: { id: string; name: string } | null;
  /** The visitor asked for a person and no one has joined yet. */
  waiting: boolean;
}

/** The inbox item a hand-over made: the visitor's first chat message to the team since then. */
async function handOverContact(db: Database, userId: string, handedOverAt: number) {
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.source, "chat"),
        eq(contacts.userId, userId),
        gte(contacts.createdAt, new Date(handedOverAt - CLOCK_SLACK_MS)),
      ),
    )
    .orderBy(asc(contacts.createdAt))
    .limit(1);
  return contact?.id ?? null;
}

/** One conversation with its messages in order; null for an unknown or malformed id. */
export async function loadConversationTranscript(
  db: Database,
  id: string,
  now = Date.now(),
): Promise<ConversationTranscript | null> {
  if (!isUuid(id)) return null;
  const [[record], events] = await Promise.all([
    db
      .select({
        id: conversations.id,
        userId: conversations.userId,
        isAnonymous: conversations.isAnonymous,
        createdAt: conversations.createdAt,
        lastUpdatedAt: conversations.lastUpdatedAt,
        handedOverAt: conversations.handedOverAt,
        visitorOnlineUntil: conversations.visitorOnlineUntil,
        personRequestedAt: conversations.personRequestedAt,
        teamMemberId: conversations.teamMemberId,
        teamMemberName: conversations.teamMemberName,
        emailLeft: emailLeftIn(conversations.id),
        storedEmail: conversations.userEmail,
        storedName: conversations.userName,
        email: users.email,
        name: users.name,
        aiModelOptIn: users.aiModelOptIn,
      })
      .from(conversations)
      .leftJoin(users, eq(users.id, conversations.userId))
      .where(eq(conversations.id, id)),
    db
      .select({
        id: conversationEvents.eventId,
        at: conversationEvents.timestamp,
        author: conversationEvents.author,
        authorName: conversationEvents.authorName,
        text: conversationEvents.textContent,
        engine: conversationEvents.engine,
        isTurnComplete: conversationEvents.isTurnComplete,
      })
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, id))
      .orderBy(asc(conversationEvents.position)),
  ]);
  if (!record) return null;
  const handedOverAt = record.handedOverAt === null ? null : Number(record.handedOverAt);
  return {
    id: record.id,
    createdAt: Number(record.createdAt),
    lastUpdatedAt: Number(record.lastUpdatedAt),
    email: record.isAnonymous ? null : (record.email ?? record.storedEmail),
    name: record.isAnonymous ? null : (record.name ?? record.storedName),
    optedOut: record.aiModelOptIn === false,
    handedOverAt,
    emailLeft: record.emailLeft,
    visitorHere: record.visitorOnlineUntil !== null && Number(record.visitorOnlineUntil) > now,
    teamMember:
      record.teamMemberId && record.teamMemberName
        ? { id: record.teamMemberId, name: record.teamMemberName }
        : null,
    waiting: record.personRequestedAt !== null && record.teamMemberId === null,
    inboxContactId:
      handedOverAt === null ? null : await handOverContact(db, record.userId, handedOverAt),
    messages: events.map((event) => ({
      id: event.id,
      at: Number(event.at),
      author: event.author === "user" ? "visitor" : event.author === "team" ? "team" : "assistant",
      authorName: event.authorName,
      text: event.text,
      engine: event.engine,
      unfinished: event.author === "root_agent" && !event.isTurnComplete,
    })),
  };
}
