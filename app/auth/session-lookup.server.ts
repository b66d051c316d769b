import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { sessions, teamMembers, users } from "#app/db/schema.server.ts";
import type { SessionCache } from "./session-cache.server.ts";
import type { SessionLookup } from "./session.ts";

export interface SessionCookieSettings {
  /** The session cookie's name, with the secure prefix when the site runs on https. */
  cookieName: string;
  secret: string;
  /** Better Auth's session settings, in seconds. */
  expiresIn: number;
  updateAge: number;
}

/**
 * The token of a session cookie whose signature is the server's own, or null. The format is
 * Better Auth's: `<token>.<base64 HMAC-SHA256 of the token>`; a forged or altered cookie is
 * refused here, before any query.
 */
export function signedSessionToken(
  cookieHeader: string | null | undefined,
  { cookieName, secret }: Pick<SessionCookieSettings, "cookieName" | "secret">,
): string | null {
  if (!cookieHeader) return null;
  const value = parseCookies(cookieHeader).get(cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : null;
}

/**
 * Finds the visitor's session from the Cookie header with one indexed statement: the session,
 * its account and the account's console access together, kept for a few seconds in `cache`.
 * Every request that shows a page asks this, so it replaces Better Auth's lookup (two statements
 * and its own parsing) for reads; the rare request that must extend the session is left to
 * Better Auth, which writes the new expiry.
 */
export function createSessionLookup(
  db: Database,
  settings: () => Promise<SessionCookieSettings>,
  cache?: SessionCache,
) {
  const statement = db
    .select({
      sessionId: sessions.id,
      sessionCreatedAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      emailVerified: users.emailVerified,
      isAnonymous: users.isAnonymous,
      createdAt: users.createdAt,
      aiModelOptIn: users.aiModelOptIn,
      teamMember: sql<boolean>`${users.status} = 'active' and exists (select 1 from ${teamMembers} where ${teamMembers.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .prepare("session_lookup");

  return async function lookUpSession(cookieHeader: string | null): Promise<SessionLookup | null> {
    const config = await settings();
    const token = signedSessionToken(cookieHeader, config);
    if (!token) return null;
    const cached = cache?.get(token);
    if (cached) return cached;
    const generation = cache?.generation ?? 0;
    const [row] = await statement.execute({ token });
    if (!row) return null;
    const expiresAt = new Date(row.expiresAt).getTime();
    const found: SessionLookup = {
      expiresAt,
      // Better Auth's own rule: a session is extended once a day of its lifetime has passed.
      refreshDue: expiresAt - config.expiresIn * 1000 + config.updateAge * 1000 <= Date.now(),
      current: {
        user: {
          id: row.id,
          name: row.name,
          email: row.email,
          image: row.image ?? null,
          emailVerified: row.emailVerified,
          isAnonymous: Boolean(row.isAnonymous),
          createdAt: new Date(row.createdAt),
          teamMember: Boolean(row.teamMember),
          aiModelOptIn: row.aiModelOptIn,
        },
        session: { id: row.sessionId, token, createdAt: new Date(row.sessionCreatedAt) },
      },
    };
    cache?.remember(token, found, generation);
    return found;
  };
}

export type LookUpSession = ReturnType<typeof createSessionLookup>;
