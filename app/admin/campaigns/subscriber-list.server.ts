import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { subscriptions, users } from "#app/db/schema.server.ts";
import { z } from "#app/lib/form-schema.ts";
import { subscriberStatuses, type SubscriberStatus } from "./subscriber-labels.ts";

export const SUBSCRIBER_PAGE_SIZE = 50;

const filterSchema = z.object({
  q: z.string().trim().max(254).catch(""),
  status: z.enum(subscriberStatuses).optional().catch(undefined),
});

/** The list's search and status filter, from its address; nonsense is simply ignored. */
export type SubscriberFilter = z.infer<typeof filterSchema>;

export function subscriberFilter(url: URL): SubscriberFilter {
  return filterSchema.parse({
    q: url.searchParams.get("q") ?? "",
    status: url.searchParams.get("status") || undefined,
  });
}

/** A search for the text as typed: `%`, `_` and `\` match themselves, not any character. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

function matching(filter: SubscriberFilter): SQL | undefined {
  return and(
    filter.q ? ilike(subscriptions.email, containing(filter.q)) : undefined,
    filter.status ? eq(subscriptions.status, filter.status) : undefined,
  );
}

/** How many subscriptions are in each status. */
export async function countSubscribers(db: Database): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .select({ status: subscriptions.status, total: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status);
  return Object.fromEntries(
    subscriberStatuses.map((status) => [
      status,
      rows.find((row) => row.status === status)?.total ?? 0,
    ]),
  ) as Record<SubscriberStatus, number>;
}

/**
 * The subscriptions a filter matches, newest first. Never the id: it is the subscriber's
 * unsubscribe token. "Account" means a real account, not the anonymous visitor a form makes.
 */
function selectSubscribers(db: Database, filter: SubscriberFilter) {
  return db
    .select({
      email: subscriptions.email,
      status: subscriptions.status,
      subscribedAt: subscriptions.createdAt,
      unsubscribedAt: subscriptions.unsubscribedAt,
      hasAccount: sql<boolean>`${users.id} is not null`,
    })
    .from(subscriptions)
    .leftJoin(users, and(eq(users.id, subscriptions.userId), sql`${users.isAnonymous} is not true`))
    .where(matching(filter))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .$dynamic();
}

export async function listSubscribers(db: Database, filter: SubscriberFilter, page: number) {
  const [rows, [total]] = await Promise.all([
    selectSubscribers(db, filter)
      .limit(SUBSCRIBER_PAGE_SIZE)
      .offset((page - 1) * SUBSCRIBER_PAGE_SIZE),
    db.select({ total: count() }).from(subscriptions).where(matching(filter)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Every subscription the filter matches, for the CSV. */
export function exportSubscribers(db: Database, filter: SubscriberFilter) {
  return selectSubscribers(db, filter);
}
