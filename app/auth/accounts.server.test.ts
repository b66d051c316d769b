import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { createConversationStore } from "#app/chat/conversations/conversations.server.ts";
import {
  conversations,
  sessions,
  subscriptions,
  users,
  verifications,
} from "#app/db/schema.server.ts";
import { subscribe } from "#app/newsletter/subscriptions.server.ts";
import {
  actionCodeIn,
  cookieFrom,
  createTestAccounts,
  TEST_APP_URL,
} from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { RECENT_LOGIN_MS } from "./accounts.server.ts";

type Harness = Awaited<ReturnType<typeof createTestAccounts>>;

describe.each(testDrivers)("accounts on %s", (driver) => {
  let t: Harness;
  beforeAll(async () => {
    t = await createTestAccounts(driver);
  });
  afterAll(() => t.dispose());

  async function verifiedUser(email: string, password = "first-password") {
    await t.accounts.signUp({ name: "Ada", email, password });
    const [mail] = await t.mailTo(email);
    expect((await t.accounts.verifyEmail(actionCodeIn(mail!.text))).ok).toBe(true);
    return { email, password };
  }

  it("signs up a user who stays signed out until the emailed link verifies the address", async () => {
    const email = "new@example.com";
    expect(
      await t.accounts.signUp({ name: "Ada Lovelace", email, password: "analytical" }),
    ).toMatchObject({ ok: true });

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      name: "Ada Lovelace",
      emailVerified: false,
      role: "free",
      status: "active",
      aiModelOptIn: true,
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);

    const [mail] = await t.mailTo(email);
    expect(mail?.subject).toBe(accountEmailSubjects.verification);
    expect(mail?.text).toContain(`${TEST_APP_URL}/welcome?mode=verifyEmail&oobCode=`);

    expect(
      await t.accounts.signIn({ email, password: "analytical", headers: new Headers() }),
    ).toEqual({
      ok: false,
      blocked: "unverified",
    });

    expect(await t.accounts.verifyEmail(actionCodeIn(mail!.text))).toEqual({ ok: true });
    const signedIn = await t.accounts.signIn({
      email,
      password: "analytical",
      headers: new Headers(),
    });
    expect(signedIn.ok).toBe(true);
    if (signedIn.ok)
      expect(signedIn.headers.getSetCookie().join()).toMatch(/kestrel\.session_token=/);
    expect((await t.mailTo(email))[0]?.subject).toBe(accountEmailSubjects.welcome);
  });

  it("refuses a second account for the same email and a wrong password", async () => {
    const { email } = await verifiedUser("taken@example.com");
    expect(
      await t.accounts.signUp({ name: "Other", email: "Taken@Example.com", password: "whatever" }),
    ).toEqual({
      ok: false,
      error: "auth/email-already-in-use",
    });
    expect(
      await t.accounts.signIn({ email, password: "not-the-password", headers: new Headers() }),
    ).toEqual({
      ok: false,
      error: "auth/invalid-credential",
    });
    expect(
      await t.accounts.signIn({
        email: "nobody@example.com",
        password: "whatever",
        headers: new Headers(),
      }),
    ).toEqual({
      ok: false,
      error: "auth/invalid-credential",
    });
  });

  it("refuses a password shorter than six characters", async () => {
    expect(
      await t.accounts.signUp({ name: "Short", email: "short@example.com", password: "12345" }),
    ).toEqual({
      ok: false,
      error: "auth/weak-password",
    });
  });

  it.each([
    ["inactive", "inactive"],
    ["activation_requested", "inactive"],
    ["pending_deletion", "pending_deletion"],
    ["recovery_requested", "pending_deletion"],
    ["closed", "closed"],
  ] as const)("keeps a %s account signed out", async (status, blocked) => {
    const { email, password } = await verifiedUser(`${status}@example.com`);
    await t.db.update(users).set({ status }).where(eq(users.email, email));
    expect(await t.accounts.signIn({ email, password, headers: new Headers() })).toEqual({
      ok: false,
      blocked,
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
  });

  it("resets a password by an emailed, single-use code stored only as a hash", async () => {
    const { email, password } = await verifiedUser("reset@example.com");
    const other = await t.accounts.signIn({ email, password, headers: new Headers() });
    expect(other.ok).toBe(true);

    await t.accounts.requestPasswordReset(email);
    const [mail] = await t.mailTo(email);
    expect(mail?.subject).toBe(accountEmailSubjects.passwordReset);
    const code = actionCodeIn(mail!.text);
    expect(mail!.text).toContain("mode=resetPassword");
    const stored = await t.db.select().from(verifications);
    expect(stored.some((row) => row.identifier.includes(code))).toBe(false);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.accounts.checkResetCode(code)).toEqual({ ok: true, userId: user!.id });
    expect(await t.accounts.resetPassword(code, "second-password")).toEqual({
      ok: true,
      userId: user!.id,
    });
    expect(await t.accounts.resetPassword(code, "third-password")).toEqual({
      ok: false,
      error: "auth/invalid-action-code",
    });
    expect(await t.accounts.checkResetCode(code)).toEqual({
      ok: false,
      error: "auth/invalid-action-code",
    });

    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect((await t.accounts.signIn({ email, password, headers: new Headers() })).ok).toBe(false);
    expect(
      (await t.accounts.signIn({ email, password: "second-password", headers: new Headers() })).ok,
    ).toBe(true);
  });

  it("gives the product's codes for wrong and missing verification codes", async () => {
    expect(await t.accounts.verifyEmail("not-a-code")).toEqual({
      ok: false,
      error: "auth/invalid-action-code",
    });
    expect(await t.accounts.checkResetCode("not-a-code")).toEqual({
      ok: false,
      error: "auth/invalid-action-code",
    });
  });

  it("changes the password only after a recent sign-in, ending the user's other sessions", async () => {
    const { email, password } = await verifiedUser("change@example.com");
    const first = await t.accounts.signIn({ email, password, headers: new Headers() });
    const second = await t.accounts.signIn({ email, password, headers: new Headers() });
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    const current = await t.accounts.getSession(cookieFrom(second.headers));
    if (!current) throw new Error("no session");

    const stale = await t.accounts.changePassword(
      current,
      "new-password",
      Date.now() + RECENT_LOGIN_MS + 1,
    );
    expect(stale).toEqual({ ok: false, error: "auth/requires-recent-login" });

    expect(await t.accounts.changePassword(current, "new-password")).toEqual({ ok: true });
    expect(await t.accounts.getSession(cookieFrom(first.headers))).toBeNull();
    expect(await t.accounts.getSession(cookieFrom(second.headers))).not.toBeNull();
    expect(
      (await t.accounts.signIn({ email, password: "new-password", headers: new Headers() })).ok,
    ).toBe(true);
  });

  it("gives a visitor an anonymous session on first write, and keeps their data when they sign in", async () => {
    const { email, password } = await verifiedUser("linked@example.com");
    const anonymous = await t.accounts.ensureSession(new Headers());
    const cookie = cookieFrom(anonymous.headers);
    expect((await t.accounts.getSession(cookie))?.user.isAnonymous).toBe(true);
    expect((await t.accounts.ensureSession(cookie)).userId).toBe(anonymous.userId);

    await subscribe(t.db, { email: "linked-news@example.com", userId: anonymous.userId });
    const conversationId = await createConversationStore(t.db).open(
      { id: anonymous.userId, name: null, email: null, isAnonymous: true },
      "before-sign-in",
      { author: "user", invocationId: "inv_1", textContent: "Hello", isTurnComplete: true },
    );
    const signedIn = await t.accounts.signIn({ email, password, headers: cookie });
    expect(signedIn.ok).toBe(true);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, "linked-news@example.com"));
    expect(subscription?.userId).toBe(user!.id);
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation).toMatchObject({ userId: user!.id, userEmail: email, isAnonymous: false });
    expect(await t.db.select().from(users).where(eq(users.id, anonymous.userId))).toHaveLength(0);
  });
});
