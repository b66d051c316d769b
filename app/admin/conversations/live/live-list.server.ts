import { and, count, desc, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversations } from "#app/db/schema.server.ts";
import type { LiveNowItem } from "./live-now-list.tsx";

/** More than a team can talk to at once; the rest are in the list of all conversations. */
const LIVE_LIST_SIZE = 50;

const waiting = and(isNotNull(conversations.personRequestedAt), isNull(conversations.teamMemberId));

/**
 * The conversations whose visitor is here now: requests for a person not yet taken first, then
 * the most recently active.
 */
export async function listLiveConversations(
  db: Database,
  now = Date.now(),
): Promise<LiveNowItem[]> {
  const rows = await db
    .select({
      id: conversations.id,
      name: conversations.userName,
      email: conversations.userEmail,
      latestMessage: sql<string | null>`(select e.text_content from conversation_events e
        where e.conversation_id = ${conversations.id} and e.author = 'user'
        order by e.position desc limit 1)`,
      lastActivityAt: conversations.lastUpdatedAt,
      waiting: sql<boolean>`coalesce(${waiting}, false)`,
      teamMember: conversations.teamMemberName,
    })
    .from(conversations)
    .where(gt(conversations.visitorOnlineUntil, now))
    .orderBy(desc(sql`coalesce(${waiting}, false)`), desc(conversations.lastUpdatedAt))
    .limit(LIVE_LIST_SIZE);
  return rows.map(({ name, email, ...row }) => ({ ...row, visitor: name ?? email ?? "Visitor" }));
}

/** Visitors here now who asked for a person that no one has joined yet. */
export async function countWaiting(db: Database, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(conversations)
    .where(and(gt(conversations.visitorOnlineUntil, now), waiting));
  return row?.waiting ?? 0;
}
