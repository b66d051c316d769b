import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accounts, signInFailures, users } from "#app/db/schema.server.ts";
import { ipBudgetKey } from "#app/lib/budget-keys.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import type { KnownDevices } from "./known-devices.server.ts";

/**
 * How many failed password checks are tolerated within the window: per account from clients it
 * does not know, per client address across all accounts (password spraying), and per known
 * browser of an account (a stolen device cookie gets no more than its owner).
 */
export const signInThrottleRules = {
  windowMs: 10 * 60_000,
  perAccount: 5,
  perClient: 30,
  perKnownDevice: 5,
} as const;

export type ThrottleVerdict =
  | { allowed: false; retryAfterMs: number }
  | {
      allowed: true;
      /**
       * Call once the password proved right. The client's failures for the account are forgotten
       * and the Set-Cookie value that remembers this browser for the account is returned. An
       * attempt that never gets here stays counted as a failure.
       */
      succeeded(): Promise<string | null>;
    };

export interface PasswordAttempt {
  email: string;
  /** The client's address (behind a trusted proxy, the forwarded one). */
  ip: string;
  cookieHeader: string | null;
}

/**
 * Throttles every password check (sign-in, reactivation, recovery, verification) the way the
 * OWASP device-cookie scheme does: only failures count, a success clears the client's own, and a
 * browser that has proven the password before is never locked out by failures from elsewhere.
 * Each attempt is written before the password is checked, so a burst of simultaneous guesses
 * is counted whole; failures are rows in one table, so every server process sees them.
 */
export function createSignInThrottle({
  db,
  knownDevices,
  now = () => new Date(),
}: {
  db: Database;
  knownDevices: KnownDevices;
  now?: () => Date;
}) {
  /** The account behind an address (or id), with the stamp of its current password. */
  async function accountWhere(where: SQL | undefined) {
    const [row] = await db
      .select({ userId: users.id, email: users.email, passwordHash: accounts.password })
      .from(users)
      .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
      .where(and(where, eq(users.isAnonymous, false)));
    return row
      ? {
          userId: row.userId,
          email: row.email,
          passwordStamp: knownDevices.passwordStamp(row.passwordHash),
        }
      : null;
  }
  const normalised = (email: string) => email.trim().toLowerCase();
  const accountOf = (email: string) => accountWhere(eq(users.email, normalised(email)));

  /** This browser's entry for the account, if it proved the account's current password. */
  function knownEntry(
    cookieHeader: string | null,
    account: { userId: string; passwordStamp: string } | null,
    at = now(),
  ) {
    return account
      ? knownDevices
          .read(cookieHeader, at.getTime())
          .find(
            (device) =>
              device.userId === account.userId && device.passwordStamp === account.passwordStamp,
          )
      : undefined;
  }

  return {
    async begin({ email, ip, cookieHeader }: PasswordAttempt): Promise<ThrottleVerdict> {
      const address = normalised(email);
      const accountKey = hashToken(address);
      const clientKey = ipBudgetKey(ip);
      const at = now();
      const hasDevices = knownDevices.read(cookieHeader, at.getTime()).length > 0;
      const account = hasDevices ? await accountOf(address) : null;
      const deviceId = knownEntry(cookieHeader, account, at)?.deviceId ?? null;

      const [attempt] = await db
        .insert(signInFailures)
        .values({ accountKey, clientKey, deviceId, createdAt: at })
        .returning({ id: signInFailures.id });
      const { windowMs, perAccount, perClient, perKnownDevice } = signInThrottleRules;
      const since = new Date(at.getTime() - windowMs);
      const unknownClient = isNull(signInFailures.deviceId);
      const [counts] = await db
        .select({
          account: sql<number>`count(*) filter (where ${and(eq(signInFailures.accountKey, accountKey), unknownClient)})::int`,
          client: sql<number>`count(*) filter (where ${and(eq(signInFailures.clientKey, clientKey), unknownClient)})::int`,
          device: sql<number>`count(*) filter (where ${eq(signInFailures.deviceId, deviceId ?? "")})::int`,
          oldest: sql<Date | string | null>`min(${signInFailures.createdAt})`,
        })
        .from(signInFailures)
        .where(
          and(
            gt(signInFailures.createdAt, since),
            or(eq(signInFailures.accountKey, accountKey), eq(signInFailures.clientKey, clientKey)),
          ),
        );
      const refused = deviceId
        ? counts!.device > perKnownDevice
        : counts!.account > perAccount || counts!.client > perClient;
      if (refused) {
        // A refused attempt checked no password, so it is no failure of its own: the lock
        // lifts a window after the failures that caused it, however long the guessing goes on.
        await db.delete(signInFailures).where(eq(signInFailures.id, attempt!.id));
        const oldest = counts!.oldest ? new Date(counts!.oldest).getTime() : at.getTime();
        return { allowed: false, retryAfterMs: Math.max(1_000, oldest + windowMs - at.getTime()) };
      }

      return {
        allowed: true,
        async succeeded() {
          const thisClient = and(eq(signInFailures.clientKey, clientKey), unknownClient);
          await db
            .delete(signInFailures)
            .where(
              and(
                eq(signInFailures.accountKey, accountKey),
                deviceId ? or(eq(signInFailures.deviceId, deviceId), thisClient) : thisClient,
              ),
            );
          // Read again: a reset or change of password may have come in between.
          const proven = await accountOf(address);
          return proven ? knownDevices.remember(cookieHeader, proven, now().getTime()) : null;
        },
      };
    },

    /**
     * This browser has just chosen the account's password: at sign-up, through a reset link or on
     * the profile page. Failures counted against the account until now were guesses at a
     * password it no longer has, so they are forgotten, and the Set-Cookie value that remembers
     * this browser for the new password is returned. Whatever strangers tried before, the browser
     * that chose the password signs in with it; every other browser stays a stranger.
     */
    async passwordChosen(cookieHeader: string | null, userId: string): Promise<string | null> {
      const account = await accountWhere(eq(users.id, userId));
      if (!account) return null;
      await db
        .delete(signInFailures)
        .where(eq(signInFailures.accountKey, hashToken(normalised(account.email))));
      return knownDevices.remember(cookieHeader, account, now().getTime());
    },

    /** Whether this browser chose or proved the account's current password. */
    async isKnownBrowser(cookieHeader: string | null, userId: string): Promise<boolean> {
      if (knownDevices.read(cookieHeader).length === 0) return false;
      return knownEntry(cookieHeader, await accountWhere(eq(users.id, userId))) !== undefined;
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
