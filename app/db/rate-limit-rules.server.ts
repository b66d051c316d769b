import type { Database } from "./client.server.ts";
import { consumeRateLimitsInTurn, type RateLimitRule } from "./rate-limits.server.ts";
import { ipBudgetKey, mailboxKey } from "#app/lib/budget-keys.ts";

const minutes = (count: number) => count * 60_000;

/**
 * Budgets per client IP and per mailbox for everything that sends mail or creates something for a
 * visitor. (Password checks have their own throttle, which counts only failures:
 * auth/sign-in-throttle.server.ts.)
 */
export const rateLimitRules = {
  signUp: { ip: { limit: 10, windowMs: minutes(60) }, email: { limit: 3, windowMs: minutes(60) } },
  passwordReset: {
    ip: { limit: 10, windowMs: minutes(15) },
    email: { limit: 3, windowMs: minutes(15) },
  },
  verificationResend: {
    ip: { limit: 10, windowMs: minutes(15) },
    email: { limit: 3, windowMs: minutes(15) },
  },
  passwordChange: {
    ip: { limit: 10, windowMs: minutes(15) },
    email: { limit: 5, windowMs: minutes(15) },
  },
  accountLink: {
    ip: { limit: 10, windowMs: minutes(60) },
    email: { limit: 3, windowMs: minutes(60) },
  },
  contact: { ip: { limit: 20, windowMs: minutes(60) }, email: { limit: 5, windowMs: minutes(60) } },
  consultation: {
    ip: { limit: 10, windowMs: minutes(60) },
    email: { limit: 3, windowMs: minutes(60) },
  },
  newsletter: {
    ip: { limit: 20, windowMs: minutes(60) },
    email: { limit: 3, windowMs: minutes(60) },
  },
  unsubscribeRequest: {
    ip: { limit: 10, windowMs: minutes(60) },
    email: { limit: 3, windowMs: minutes(60) },
  },
  serverFunction: {
    ip: { limit: 30, windowMs: minutes(15) },
    email: { limit: 10, windowMs: minutes(15) },
  },
  /** A team member's lines in live chats: a fast typist, never a script flooding a visitor. */
  teamMessage: {
    ip: { limit: 300, windowMs: minutes(10) },
    email: { limit: 120, windowMs: minutes(10) },
  },
  /** New anonymous visitors (a user row and a session each) one client may create. */
  anonymousSession: { ip: { limit: 20, windowMs: minutes(60) } },
} satisfies Record<string, { ip: RateLimitRule; email?: RateLimitRule }>;

export type RateLimitedAction = keyof typeof rateLimitRules;

/** Who is making an attempt: the budgets it is charged against. */
export interface Attempter {
  ip: string;
  email?: string;
}

/**
 * Counts one attempt at `action` from this IP and for this email. Both budgets are charged, so
 * neither many addresses from one IP nor one address from many IPs gets past the limit. An IPv6
 * client is counted by its /64 and an email by its mailbox (see budget-keys.ts).
 */
export async function allowAttempt(
  db: Pick<Database, "insert">,
  action: RateLimitedAction,
  attempter: Attempter,
): Promise<boolean> {
  const [allowed] = await allowAttempts(db, action, [attempter]);
  return allowed!;
}

/** Counts several attempts at `action` in one statement, in turn (see allowAttempt). */
export async function allowAttempts(
  db: Pick<Database, "insert">,
  action: RateLimitedAction,
  attempters: readonly Attempter[],
): Promise<boolean[]> {
  const rules: { ip: RateLimitRule; email?: RateLimitRule } = rateLimitRules[action];
  const charges = attempters.map(({ ip, email }) => {
    const budgets = [{ key: `${action}:ip:${ipBudgetKey(ip)}`, limit: rules.ip.limit }];
    if (email && rules.email) {
      budgets.push({ key: `${action}:email:${mailboxKey(email)}`, limit: rules.email.limit });
    }
    return budgets;
  });
  // Both budgets of an action share one window length, so one statement charges them together.
  const results = await consumeRateLimitsInTurn(db, charges, rules.ip.windowMs);
  return results.map((budgets) => budgets.every((result) => result.allowed));
}
