import { sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { rateLimits } from "./schema.server.ts";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window resets (when not allowed). */
  retryAfterMs: number;
}

/**
 * Counts one request against each key in a fixed window, atomically in the database so that
 * every server process shares the same budget. All keys are charged in one statement (one
 * round trip, one commit); rows are locked in key order, so concurrent charges cannot deadlock.
 */
export async function consumeRateLimits(
  db: Database,
  charges: readonly { key: string; limit: number }[],
  windowMs: number,
  now = new Date(),
): Promise<RateLimitResult[]> {
  const keys = [...new Set(charges.map((charge) => charge.key))].sort();
  const windowExpired = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
  const rows = await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, count: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowExpired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${windowExpired} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      windowStartedAt: rateLimits.windowStartedAt,
    });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return charges.map(({ key, limit }) => {
    const row = byKey.get(key);
    if (!row) throw new Error("Rate limit update returned no row");
    const retryAfterMs = Math.max(0, row.windowStartedAt.getTime() + windowMs - now.getTime());
    return { allowed: row.count <= limit, retryAfterMs };
  });
}

/** Counts one request against `key` (see consumeRateLimits). */
export async function consumeRateLimit(
  db: Database,
  key: string,
  { limit, windowMs }: RateLimitRule,
  now = new Date(),
): Promise<RateLimitResult> {
  const [result] = await consumeRateLimits(db, [{ key, limit }], windowMs, now);
  return result!;
}
