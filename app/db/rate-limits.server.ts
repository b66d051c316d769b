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
 * Counts one request against `key` in a fixed window, atomically in the database so that every
 * server process shares the same budget.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  { limit, windowMs }: RateLimitRule,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowExpired = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowExpired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${windowExpired} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  if (!row) throw new Error("Rate limit update returned no row");
  const retryAfterMs = Math.max(0, row.windowStartedAt.getTime() + windowMs - now.getTime());
  return { allowed: row.count <= limit, retryAfterMs };
}
