import { and, eq, inArray } from "drizzle-orm";
import { randomToken } from "#app/lib/tokens.server.ts";
import type { Database } from "#app/db/client.server.ts";
import { subscriptions } from "#app/db/schema.server.ts";

/**
 * Subscribes an address to the newsletter. Subscribing an address that already has an active
 * subscription keeps the existing one, so repeats never create duplicates.
 */
export async function subscribe(
  db: Database,
  { email, userId }: { email: string; userId: string | null },
  /** Runs in the same transaction when a new subscription is created (to queue its welcome email). */
  onCreated?: (tx: Pick<Database, "insert">, id: string) => Promise<unknown>,
): Promise<{ id: string; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscriptions)
      .values({ id: randomToken(), email, status: "subscribed", userId })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (row && onCreated) await onCreated(tx, row.id);
    return row;
  });
  if (created) return { id: created.id, created: true };

  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.email, email), eq(subscriptions.status, "subscribed")));
  if (!existing) throw new Error("Subscription conflicted but no active subscription exists");
  return { id: existing.id, created: false };
}

export type UnsubscribeOutcome = "unsubscribed" | "not-found" | "no-longer-available";

/** Ends the subscription named by an unsubscribe link's token (its id). */
export async function unsubscribe(
  db: Database,
  id: string,
  now = new Date(),
): Promise<UnsubscribeOutcome> {
  const [updated] = await db
    .update(subscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(
      and(
        eq(subscriptions.id, id),
        inArray(subscriptions.status, ["subscribed", "unsubscribe_requested"]),
      ),
    )
    .returning({ id: subscriptions.id });
  if (updated) return "unsubscribed";
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  return existing ? "no-longer-available" : "not-found";
}

/** Records a request to be removed, from someone who has no working link. */
export async function requestUnsubscribe(
  db: Database,
  { email, userId }: { email: string; userId: string | null },
) {
  await db
    .insert(subscriptions)
    .values({ id: randomToken(), email, status: "unsubscribe_requested", userId });
}
