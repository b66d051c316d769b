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

/** The database or an open transaction: a charge can commit with the write it guards. */
type Executor = Pick<Database, "insert">;

/** The budgets one request is charged against. */
export type RateLimitCharges = readonly { key: string; limit: number }[];

/**
 * Counts one request against each key in a fixed window, atomically in the database so that
 * every server process shares the same budget. All keys are charged in one statement (one
 * round trip, one commit); rows are locked in key order, so concurrent charges cannot deadlock.
 */
export async function consumeRateLimits(
  db: Executor,
  charges: RateLimitCharges,
  windowMs: number,
  now = new Date(),
): Promise<RateLimitResult[]> {
  const [results] = await consumeRateLimitsInTurn(db, [charges], windowMs, now);
  return results!;
}

/**
 * Charges several requests at once, as if one after the other in the given order: a key shared
 * by requests is counted up by all of them in one row update, and each request is judged by the
 * count it reached. One statement for a whole batch of requests.
 */
export async function consumeRateLimitsInTurn(
  db: Executor,
  requests: readonly RateLimitCharges[],
  windowMs: number,
  now = new Date(),
): Promise<RateLimitResult[][]> {
  const chargesPerKey = new Map<string, number>();
  for (const charges of requests) {
    for (const key of new Set(charges.map((charge) => charge.key))) {
      chargesPerKey.set(key, (chargesPerKey.get(key) ?? 0) + 1);
    }
  }
  if (chargesPerKey.size === 0) return requests.map(() => []);
  const windowExpired = sql`${rateLimits.expiresAt} <= ${now}`;
  const expiresAt = new Date(now.getTime() + windowMs);
  const rows = await db
    .insert(rateLimits)
    .values(
      [...chargesPerKey.keys()]
        .sort()
        .map((key) => ({ key, count: chargesPerKey.get(key)!, windowStartedAt: now, expiresAt })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowExpired} then excluded.count else ${rateLimits.count} + excluded.count end`,
        windowStartedAt: sql`case when ${windowExpired} then ${now} else ${rateLimits.windowStartedAt} end`,
        expiresAt: sql`case when ${windowExpired} then ${expiresAt} else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      expiresAt: rateLimits.expiresAt,
    });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  // The count each key had before this batch; every request then adds one in its turn.
  const reached = new Map(
    [...byKey].map(([key, row]) => [key, row.count - chargesPerKey.get(key)!]),
  );
  return requests.map((charges) => {
    const countNow = new Map<string, number>();
    for (const key of new Set(charges.map((charge) => charge.key))) {
      const count = reached.get(key)! + 1;
      reached.set(key, count);
      countNow.set(key, count);
    }
    return charges.map(({ key, limit }) => {
      const row = byKey.get(key);
      if (!row) throw new Error("Rate limit update returned no row");
      const retryAfterMs = Math.max(0, row.expiresAt.getTime() - now.getTime());
      return { allowed: countNow.get(key)! <= limit, retryAfterMs };
    });
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
