import { randomUUID } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { constantTimeEqual, makeSignature } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { createGroupCommit, type Transaction } from "#app/db/group-commit.server.ts";
import { allowAttempts } from "#app/db/rate-limit-rules.server.ts";
import { randomToken } from "#app/lib/tokens.server.ts";
import type { Auth } from "./auth.server.ts";

/** The name the anonymous plugin is configured to give its users (auth.server.ts). */
const ANONYMOUS_NAME = "Anonymous visitor";

/** The domain of the anonymous plugin's placeholder emails, reserved never to resolve. */
const PLACEHOLDER_DOMAIN = "@anonymous.placeholder.invalid";

/** The signature Better Auth appends to a signed cookie: base64 of an HMAC-SHA-256. */
const SIGNATURE_LENGTH = 44;

export interface StartedSession {
  sessionId: string;
  user: { id: string; name: string; email: string; isAnonymous: boolean };
}

export interface SessionClient {
  ip: string;
  userAgent: string | null;
}

interface StartRequest {
  token: string;
  client: SessionClient;
}

interface FoundRow {
  token: string;
  session_id: string;
  user_id: string;
  name: string;
  email: string;
  is_anonymous: boolean | null;
}

type CookieAttributes = Awaited<Auth["$context"]>["authCookies"]["sessionToken"]["attributes"];

function serializeCookie(
  name: string,
  value: string,
  attributes: CookieAttributes,
  maxAgeSeconds: number,
) {
  const parts = [`${name}=${value}`, `Max-Age=${Math.floor(maxAgeSeconds)}`];
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  parts.push(`Path=${attributes.path ?? "/"}`);
  if (attributes.httpOnly) parts.push("HttpOnly");
  if (attributes.secure) parts.push("Secure");
  if (attributes.sameSite) {
    const sameSite = attributes.sameSite.toLowerCase();
    parts.push(`SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`);
  }
  if (attributes.partitioned) parts.push("Partitioned");
  return parts.join("; ");
}

/**
 * Anonymous sessions that are promised before they exist. A visitor who opens the chat gets
 * Better Auth's session cookie at once, for a token chosen then, but the user and session rows
 * are written only when the visitor first stores something; one who merely looks costs nothing.
 * The rows are the ones the anonymous plugin would write, so Better Auth reads the cookie as an
 * ordinary anonymous session afterwards and links it when the visitor signs up or in.
 */
export function createAnonymousSessions({
  auth,
  db,
  secret,
}: {
  auth: Auth;
  db: Database;
  secret: string;
}) {
  const cookie = auth.$context.then((context) => ({
    name: context.authCookies.sessionToken.name,
    attributes: context.authCookies.sessionToken.attributes,
    expiresInSeconds: context.sessionConfig.expiresIn,
  }));
  // Two sockets of one browser may store their first message at the same moment.
  const starting = new Map<string, Promise<StartedSession | null>>();

  async function findAll(tx: Transaction, tokens: string[]) {
    const { rows } = (await tx.execute(sql`
      select s.token, s.id as session_id, u.id as user_id, u.name, u.email, u.is_anonymous
      from sessions s join users u on u.id = s.user_id
      where s.token in (${sql.join(
        tokens.map((token) => sql`${token}`),
        sql`, `,
      )})`)) as unknown as { rows: FoundRow[] };
    return new Map(
      rows.map((row): [string, StartedSession] => [
        row.token,
        {
          sessionId: row.session_id,
          user: {
            id: row.user_id,
            name: row.name,
            email: row.email,
            isAnonymous: Boolean(row.is_anonymous),
          },
        },
      ]),
    );
  }

  /** Inserts users and sessions for these tokens; the tokens it could take, with their sessions. */
  async function createAll(tx: Transaction, requests: readonly StartRequest[]) {
    const { expiresInSeconds } = await cookie;
    const expiresAt = new Date(Date.now() + expiresInSeconds * 1000).toISOString();
    const planned = requests.map(({ token, client }) => ({
      token,
      client,
      sessionId: randomUUID(),
      userId: randomUUID(),
    }));
    // A user is inserted only with its session, so a token another process took a moment ago
    // leaves no orphan user behind. The placeholder email is unique as the user id is.
    const { rows } = (await tx.execute(sql`
      with created as (
        insert into sessions (id, token, user_id, expires_at, ip_address, user_agent)
        values ${sql.join(
          planned.map(
            ({ token, client, sessionId, userId }) =>
              sql`(${sessionId}, ${token}, ${userId}, ${expiresAt}, ${client.ip}, ${client.userAgent})`,
          ),
          sql`, `,
        )}
        on conflict (token) do nothing
        returning token, user_id
      ), visitors as (
        insert into users (id, name, email, email_verified, is_anonymous)
        select user_id, ${ANONYMOUS_NAME}, user_id || ${PLACEHOLDER_DOMAIN}, false, true
        from created
      )
      select token from created`)) as unknown as { rows: { token: string }[] };
    const taken = new Set(rows.map((row) => row.token));
    return new Map(
      planned
        .filter(({ token }) => taken.has(token))
        .map(({ token, sessionId, userId }): [string, StartedSession] => [
          token,
          {
            sessionId,
            user: {
              id: userId,
              name: ANONYMOUS_NAME,
              email: `${userId}${PLACEHOLDER_DOMAIN}`,
              isAnonymous: true,
            },
          },
        ]),
    );
  }

  // Many visitors' first messages arriving together share one transaction: one look-up, one
  // charge of their budgets, one insert (see createGroupCommit).
  const starts = createGroupCommit<StartRequest, StartedSession | null>(
    db,
    async (tx, requests) => {
      const sessions = await findAll(
        tx,
        requests.map((request) => request.token),
      );
      const missing = requests.filter((request) => !sessions.has(request.token));
      const verdicts =
        missing.length > 0
          ? await allowAttempts(
              tx,
              "anonymousSession",
              missing.map(({ client }) => ({ ip: client.ip })),
            )
          : [];
      const allowed = missing.filter((_, index) => verdicts[index]);
      if (allowed.length > 0) {
        for (const [token, session] of await createAll(tx, allowed)) sessions.set(token, session);
        const lost = allowed.filter((request) => !sessions.has(request.token));
        if (lost.length > 0) {
          const taken = await findAll(
            tx,
            lost.map((request) => request.token),
          );
          for (const [token, session] of taken) sessions.set(token, session);
          if (taken.size < lost.length) {
            throw new Error("An anonymous session ended while it was being started");
          }
        }
      }
      return requests.map((request) => sessions.get(request.token) ?? null);
    },
  );

  return {
    /** A token for a visitor without a session, and the Set-Cookie header that carries it. */
    async issue(): Promise<{ token: string; setCookie: string }> {
      const { name, attributes, expiresInSeconds } = await cookie;
      const token = randomToken(24);
      const value = encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);
      return { token, setCookie: serializeCookie(name, value, attributes, expiresInSeconds) };
    },

    /** The token of a correctly signed session cookie, whether or not its session exists. */
    async tokenFrom(headers: Headers): Promise<string | null> {
      const { name } = await cookie;
      const value = parseCookies(headers.get("cookie") ?? "").get(name);
      const dot = value?.lastIndexOf(".") ?? -1;
      if (!value || dot < 1) return null;
      const token = value.slice(0, dot);
      const signature = value.slice(dot + 1);
      if (signature.length !== SIGNATURE_LENGTH) return null;
      return constantTimeEqual(signature, await makeSignature(token, secret)) ? token : null;
    },

    /**
     * The session of this token, with an anonymous user created for it when there is none yet
     * (charged to the client's address). Null when that address has started too many.
     */
    start(token: string, client: SessionClient): Promise<StartedSession | null> {
      let started = starting.get(token);
      if (!started) {
        started = starts.submit({ token, client }).finally(() => starting.delete(token));
        starting.set(token, started);
      }
      return started;
    },
  };
}

export type AnonymousSessions = ReturnType<typeof createAnonymousSessions>;
