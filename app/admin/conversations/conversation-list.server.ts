import { and, count, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#app/db/client.server.ts";
import { conversationEvents, conversations, users } from "#app/db/schema.server.ts";
import { MAX_CONVERSATION_SEARCH_LENGTH } from "./conversation-search.ts";
import { emailLeftIn } from "./email-left.server.ts";

export const CONVERSATION_PAGE_SIZE = 25;
/** The first question as the list shows it; the transcript has the rest. */
const FIRST_QUESTION_CHARS = 140;

/**
 * The list's GET parameters: anything unexpected is read as no filter and an overlong search
 * is cut to length, never an error.
 */
const filterSchema = z.object({
  q: z.string().transform((value) => value.trim().slice(0, MAX_CONVERSATION_SEARCH_LENGTH).trim()),
  handedOver: z
    .string()
    .transform((value) => value === "1")
    .catch(false),
});

export type ConversationFilter = z.infer<typeof filterSchema>;

export function conversationFilter(url: URL): ConversationFilter {
  return filterSchema.parse({
    q: url.searchParams.get("q") ?? "",
    handedOver: url.searchParams.get("handedOver") ?? "",
  });
}

/** The search text as an ILIKE pattern that matches it literally, wildcards included. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface ConversationSummary {
  id: string;
  createdAt: number;
  lastUpdatedAt: number;
  /** The account's email; null for an anonymous visitor. */
  email: string | null;
  messageCount: number;
  firstQuestion: string;
  handedOver: boolean;
  /** The visitor left an email address in one of their messages. */
  emailLeft: boolean;
  /** The user opted out of AI model improvement. */
  optedOut: boolean;
}

const shorten = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

function conditions({ q, handedOver }: ConversationFilter): SQL | undefined {
  return and(
    handedOver ? isNotNull(conversations.handedOverAt) : undefined,
    q
      ? sql`exists (select 1 from ${conversationEvents}
          where ${conversationEvents.conversationId} = ${conversations.id}
          and ${conversationEvents.textContent} ilike ${containsPattern(q)} escape '\\')`
      : undefined,
  );
}

/**
 * One page of conversations, the most recently active first, with what the list shows of
 * each: two statements whatever the page holds (the rows with their counts and first
 * question, and the total).
 */
export async function listConversations(
  db: Database,
  filter: ConversationFilter,
  page: number,
): Promise<{ conversations: ConversationSummary[]; total: number }> {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        createdAt: conversations.createdAt,
        lastUpdatedAt: conversations.lastUpdatedAt,
        isAnonymous: conversations.isAnonymous,
        email: sql<string | null>`coalesce(${users.email}, ${conversations.userEmail})`,
        aiModelOptIn: users.aiModelOptIn,
        handedOverAt: conversations.handedOverAt,
        emailLeft: emailLeftIn(conversations.id),
        messageCount: sql<number>`(select count(*)::int from ${conversationEvents}
          where ${conversationEvents.conversationId} = ${conversations.id})`,
        firstQuestion: sql<string | null>`(select left(${conversationEvents.textContent}, 400)
          from ${conversationEvents}
          where ${conversationEvents.conversationId} = ${conversations.id}
            and ${conversationEvents.author} = 'user'
          order by ${conversationEvents.position} limit 1)`,
      })
      .from(conversations)
      .leftJoin(users, eq(users.id, conversations.userId))
      .where(where)
      .orderBy(desc(conversations.lastUpdatedAt), desc(conversations.id))
      .limit(CONVERSATION_PAGE_SIZE)
      .offset((page - 1) * CONVERSATION_PAGE_SIZE),
    db.select({ total: count() }).from(conversations).where(where),
  ]);
  return {
    total: total?.total ?? 0,
    conversations: rows.map((row) => ({
      id: row.id,
      createdAt: Number(row.createdAt),
      lastUpdatedAt: Number(row.lastUpdatedAt),
      email: row.isAnonymous ? null : row.email,
      messageCount: Number(row.messageCount),
      firstQuestion: shorten(row.firstQuestion ?? "", FIRST_QUESTION_CHARS),
      handedOver: row.handedOverAt !== null,
      emailLeft: row.emailLeft,
      optedOut: row.aiModelOptIn === false,
    })),
  };
}
