import type { Database } from "#app/db/client.server.ts";
import { consumeRateLimits } from "#app/db/rate-limits.server.ts";
import { ipBudgetKey } from "#app/lib/budget-keys.ts";
import { HOUR_MS } from "#app/lib/durations.ts";

/** Who pays for a turn: a signed-in user, or the address of an anonymous visitor. */
export type TurnPayer = { userId: string } | { ip: string };

/**
 * Turns a payer may ask of a paid model in an hour, across all their sockets and every server
 * process. Anonymous visitors are counted by address (an IPv6 client by its /64), since a new
 * anonymous session costs nothing to get.
 */
export function createTurnBudget(db: Database, turnsPerHour: number) {
  return async (payer: TurnPayer): Promise<boolean> => {
    const key =
      "userId" in payer ? `chatTurn:user:${payer.userId}` : `chatTurn:ip:${ipBudgetKey(payer.ip)}`;
    const [result] = await consumeRateLimits(db, [{ key, limit: turnsPerHour }], HOUR_MS);
    return result!.allowed;
  };
}
