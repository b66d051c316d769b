import { and, eq } from "drizzle-orm";
import { randomToken } from "#app/lib/tokens.server.ts";
import type { Database } from "./client.server.ts";
import { subscriptions } from "./schema.server.ts";

/**
 * Subscribes an address to the newsletter. Subscribing an address that already has an active
 * subscription keeps the existing one, so repeats never create duplicates.
 */
export async function subscribe(
  db: Database,
  { email, userId }: { email: string; userId: string | null },
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(subscriptions)
    .values({ id: randomToken(), email, status: "subscribed", userId })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (inserted) return { id: inserted.id, created: true };

  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.email, email), eq(subscriptions.status, "subscribed")));
  if (!existing) throw new Error("Subscription conflicted but no active subscription exists");
  return { id: existing.id, created: false };
}
