import type { Database } from "#app/db/client.server.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/db/rate-limits.server.ts";

const minutes = (count: number) => count * 60_000;

/** Budgets per client IP and per email address for everything that checks a password or sends mail. */
export const rateLimitRules = {
  signIn: { ip: { limit: 30, windowMs: minutes(10) }, email: { limit: 5, windowMs: minutes(10) } },
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
} satisfies Record<string, { ip: RateLimitRule; email: RateLimitRule }>;

export type RateLimitedAction = keyof typeof rateLimitRules;

/**
 * Counts one attempt at `action` from this IP and for this email. Both budgets are charged, so
 * neither many addresses from one IP nor one address from many IPs gets past the limit.
 */
export async function allowAttempt(
  db: Database,
  action: RateLimitedAction,
  { ip, email }: { ip: string; email?: string },
): Promise<boolean> {
  const rules = rateLimitRules[action];
  const checks = [consumeRateLimit(db, `${action}:ip:${ip}`, rules.ip)];
  if (email)
    checks.push(consumeRateLimit(db, `${action}:email:${email.trim().toLowerCase()}`, rules.email));
  const results = await Promise.all(checks);
  return results.every((result) => result.allowed);
}
