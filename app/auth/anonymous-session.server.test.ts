import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConversationStore } from "#app/chat/conversations/conversations.server.ts";
import { conversations, sessions, users } from "#app/db/schema.server.ts";
import { rateLimitRules } from "#app/db/rate-limit-rules.server.ts";
import { cookieFrom, createTestAccounts } from "#tests/support/test-auth.ts";
import { queryRows, testDrivers } from "#tests/support/test-database.ts";
import { createAnonymousSessions, type AnonymousSessions } from "./anonymous-session.server.ts";

/** The Cookie header a browser sends back after this Set-Cookie line. */
const cookieHeader = (setCookie: string) => new Headers({ cookie: setCookie.split(";")[0]! });

/** Name and attributes of a Set-Cookie line, without its value. */
function cookieShape(setCookie: string) {
  const [pair, ...attributes] = setCookie.split(/;\s*/);
  return { name: pair!.split("=")[0], attributes: attributes.map((a) => a.toLowerCase()).sort() };
}

describe.each(testDrivers)("anonymous sessions started on first write, on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let anonymous: AnonymousSessions;

  const count = async (table: typeof users | typeof sessions) =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${table}`))[0]!.n;

  beforeAll(async () => {
    t = await createTestAccounts(driver);
    anonymous = createAnonymousSessions({ auth: t.auth, db: t.db, secret: t.secret });
  });
  afterAll(() => t.dispose());

  it("sets Better Auth's own session cookie, and writes nothing until the session starts", async () => {
    const before = { users: await count(users), sessions: await count(sessions) };
    const issued = await anonymous.issue();
    const signedIn = await t.accounts.startAnonymousSession(new Headers());
    const [betterAuthCookie] = signedIn.headers.getSetCookie();
    expect(cookieShape(issued.setCookie)).toEqual(cookieShape(betterAuthCookie!));
    expect(issued.setCookie).toMatch(/HttpOnly/);
    expect({ users: await count(users), sessions: await count(sessions) }).toEqual({
      users: before.users + 1,
      sessions: before.sessions + 1,
    });
    // Until the rows exist, Better Auth sees no session behind the cookie.
    expect(await t.accounts.getSession(cookieHeader(issued.setCookie))).toBeNull();
  });

  it("reads back only a correctly signed cookie", async () => {
    const { token, setCookie } = await anonymous.issue();
    expect(await anonymous.tokenFrom(cookieHeader(setCookie))).toBe(token);
    const [name, value] = setCookie.split(";")[0]!.split("=") as [string, string];
    const forged = value.replace(/^[^.%]+/, "someone-elses-token");
    expect(await anonymous.tokenFrom(new Headers({ cookie: `${name}=${forged}` }))).toBeNull();
    expect(await anonymous.tokenFrom(new Headers({ cookie: `${name}=${token}` }))).toBeNull();
    expect(await anonymous.tokenFrom(new Headers())).toBeNull();
  });

  it("creates the user and session once, which Better Auth then accepts as anonymous", async () => {
    const { token, setCookie } = await anonymous.issue();
    const client = { ip: "192.0.2.10", userAgent: "Test browser" };
    const [first, concurrent] = await Promise.all([
      anonymous.start(token, client),
      anonymous.start(token, client),
    ]);
    const again = await anonymous.start(token, client);
    expect(concurrent).toEqual(first);
    expect(again).toEqual(first);
    const [user] = await t.db.select().from(users).where(eq(users.id, first!.user.id));
    expect(user).toMatchObject({
      name: "Anonymous visitor",
      isAnonymous: true,
      emailVerified: false,
      status: "active",
    });
    expect(user!.email).toMatch(/@anonymous\.placeholder\.invalid$/);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token, ipAddress: "192.0.2.10", userAgent: "Test browser" });
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Better Auth's own lookup, so that a change of its cookie format fails here.
    const session = await t.auth.api.getSession({ headers: cookieHeader(setCookie) });
    expect(session?.session.id).toBe(first!.sessionId);
    expect(session?.user).toMatchObject({ id: user!.id, isAnonymous: true });
  });

  it("hands what the visitor wrote to the account they then sign in to", async () => {
    const { email, password } = await t.verifiedUser(`deferred-${driver}@example.com`);
    const { token, setCookie } = await anonymous.issue();
    const started = await anonymous.start(token, { ip: "192.0.2.11", userAgent: null });
    const conversationId = await createConversationStore(t.db).open(
      { ...started!.user, name: null, email: null },
      "deferred-visitor",
      { author: "user", invocationId: "inv_1", textContent: "Hello", isTurnComplete: true },
      { sessionId: started!.sessionId },
    );
    const signedIn = await t.accounts.signIn({ email, password, headers: cookieHeader(setCookie) });
    expect(signedIn.ok).toBe(true);
    const member = await t.accounts.getSession(
      cookieFrom((signedIn as { headers: Headers }).headers),
    );
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation).toMatchObject({ userId: member!.user.id, isAnonymous: false });
    expect(await t.db.select().from(users).where(eq(users.id, started!.user.id))).toHaveLength(0);
  });

  it("gives one user to a token started by two processes at once", async () => {
    const elsewhere = createAnonymousSessions({ auth: t.auth, db: t.db, secret: t.secret });
    const { token } = await anonymous.issue();
    const usersBefore = await count(users);
    const client = { ip: "192.0.2.12", userAgent: null };
    const [here, there] = await Promise.all([
      anonymous.start(token, client),
      elsewhere.start(token, client),
    ]);
    expect(there).toEqual(here);
    expect(await count(users)).toBe(usersBefore + 1);
  });

  it("charges visitors who start together in turn, refusing those past the budget", async () => {
    const limit = rateLimitRules.anonymousSession.ip.limit;
    const issued = await Promise.all(Array.from({ length: limit + 5 }, () => anonymous.issue()));
    const usersBefore = await count(users);
    const started = await Promise.all(
      issued.map(({ token }) => anonymous.start(token, { ip: "198.51.100.78", userAgent: null })),
    );
    expect(started.filter((session) => session !== null)).toHaveLength(limit);
    expect(await count(users)).toBe(usersBefore + limit);
  });

  it("charges each new anonymous user to the client's address, an IPv6 client by its /64", async () => {
    const limit = rateLimitRules.anonymousSession.ip.limit;
    for (const addressOf of [
      () => "198.51.100.77",
      (index: number) => `2001:db8:77:1:${index.toString(16)}::1`,
    ]) {
      const results = [];
      for (let index = 0; index <= limit; index += 1) {
        const { token } = await anonymous.issue();
        results.push(await anonymous.start(token, { ip: addressOf(index), userAgent: null }));
      }
      expect(results.slice(0, limit).every((result) => result !== null)).toBe(true);
      expect(results[limit]).toBeNull();
    }
  });
});
