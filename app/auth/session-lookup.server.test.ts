import { makeSignature } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, teamMembers, users } from "#app/db/schema.server.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { createSessionLookup, signedSessionToken } from "./session-lookup.server.ts";

/** The cookie value as Better Auth writes it: the token, a dot and its signature, URL-encoded. */
const signCookieValue = async (token: string, secret: string) =>
  encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);

const settings = { cookieName: "kestrel.session_token", secret: "a-secret-long-enough-to-sign" };

describe("reading the session cookie", () => {
  it("accepts the token Better Auth signed with the server's secret", async () => {
    const value = await signCookieValue("the-token", settings.secret);
    const header = `other=1; kestrel.session_token=${value}`;
    expect(signedSessionToken(header, settings)).toBe("the-token");
  });

  it("refuses a token signed with another secret, an altered token and an unsigned one", async () => {
    const forged = await signCookieValue("the-token", "another-secret-of-the-same-size");
    expect(signedSessionToken(`kestrel.session_token=${forged}`, settings)).toBeNull();
    const signed = await signCookieValue("the-token", settings.secret);
    const altered = signed.replace("the-token", "the-tokem");
    expect(signedSessionToken(`kestrel.session_token=${altered}`, settings)).toBeNull();
    expect(signedSessionToken("kestrel.session_token=the-token", settings)).toBeNull();
    expect(signedSessionToken("", settings)).toBeNull();
    expect(signedSessionToken(null, settings)).toBeNull();
  });
});

describe.each(testDrivers)("looking up a session on %s", (driver) => {
  let database: TestDatabase;
  const settings = {
    cookieName: "kestrel.session_token",
    secret: "a-secret-long-enough-to-sign",
    expiresIn: 7 * 24 * 3600,
    updateAge: 24 * 3600,
  };
  const cookieFor = async (token: string) =>
    `kestrel.session_token=${await signCookieValue(token, settings.secret)}`;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    await db.insert(users).values({ id: "ana", name: "Ana", email: "ana@example.com" });
    await db.insert(sessions).values({
      id: "s1",
      token: "ana-token",
      userId: "ana",
      expiresAt: new Date(Date.now() + 3600_000),
    });
  });
  afterAll(() => database.dispose());

  const lookUp = async () =>
    createSessionLookup(database.handle.db, async () => settings)(await cookieFor("ana-token"));

  it("finds the account and tells whether it may open the console", async () => {
    const { db } = database.handle;
    expect((await lookUp())?.current.user).toMatchObject({ id: "ana", teamMember: false });
    await db.insert(teamMembers).values({ userId: "ana" });
    expect((await lookUp())?.current.user.teamMember).toBe(true);
  });

  it("counts a deactivated member as no member", async () => {
    const { db } = database.handle;
    await db.update(users).set({ status: "inactive" }).where(eq(users.id, "ana"));
    expect((await lookUp())?.current.user.teamMember).toBe(false);
    await db.update(users).set({ status: "active" }).where(eq(users.id, "ana"));
    expect((await lookUp())?.current.user.teamMember).toBe(true);
  });

  it("finds nothing for an expired session or a token it never issued", async () => {
    const { db } = database.handle;
    const lookUpSession = createSessionLookup(db, async () => settings);
    expect(await lookUpSession(await cookieFor("never-issued"))).toBeNull();
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await lookUpSession(await cookieFor("ana-token"))).toBeNull();
  });
});
