import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { sessions, users } from "#app/db/schema.server.ts";
import { cookieFrom, createTestAccounts, TEST_APP_URL } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { createLifecycle } from "./lifecycle.server.ts";
import { lifecycleMessages as m } from "./account-messages.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDrivers)("account lifecycle on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let clock = new Date("2026-03-01T12:00:00Z");
  let lifecycle: ReturnType<typeof createLifecycle>;

  beforeAll(async () => {
    t = await createTestAccounts(driver);
    lifecycle = createLifecycle({
      db: t.db,
      mailer: t.mailer,
      appUrl: TEST_APP_URL,
      secret: "lifecycle-secret",
      now: () => clock,
    });
  });
  afterAll(() => t.dispose());

  const activeUser = (email: string) => t.verifiedUser(email, { name: "Mae" });

  const userRow = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
  const tokenIn = async (email: string, subject: string) => {
    const mail = (await t.mailTo(email)).find((row) => row.subject === subject);
    const link = /https?:\/\/\S+(activate|recover)-account\?token=\S+/.exec(mail?.text ?? "")?.[0];
    if (!link) throw new Error(`No ${subject} link for ${email}`);
    return new URL(link).searchParams.get("token")!;
  };

  it("deactivates, ends every session, and comes back through a reactivation link", async () => {
    clock = new Date("2026-03-01T12:00:00Z");
    const { user, email, password } = await activeUser("deactivate@example.com");
    const signedIn = await t.accounts.signIn({ email, password, headers: new Headers() });
    if (!signedIn.ok) throw new Error("sign-in failed");

    await lifecycle.deactivate(user.id);
    expect(await userRow(email)).toMatchObject({ status: "inactive", deactivatedAt: clock });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await t.accounts.getSession(cookieFrom(signedIn.headers))).toBeNull();

    expect(await lifecycle.activate({ token: "x", email, password })).toMatchObject({
      message: m.needsReactivation,
    });

    await lifecycle.requestLink(email, "activation");
    // The request writes the link, not the account's state.
    expect(await userRow(email)).toMatchObject({
      status: "inactive",
      reactivationRequestedAt: clock,
    });
    const token = await tokenIn(email, accountEmailSubjects.reactivation);
    expect((await userRow(email)).activationTokenHash).not.toContain(token);

    expect(await lifecycle.activate({ token: "", email, password })).toMatchObject({
      message: m.invalidActivationLink,
    });
    expect(await lifecycle.activate({ token, email, password: "wrong" })).toMatchObject({
      message: m.invalidCredentials,
    });
    expect(await lifecycle.activate({ token: "stale", email, password })).toMatchObject({
      message: m.activationLinkReplaced,
    });
    expect(await lifecycle.activate({ token, email, password })).toEqual({ ok: true });
    expect(await userRow(email)).toMatchObject({ status: "active", activatedAt: clock });
    expect(await lifecycle.activate({ token, email, password })).toMatchObject({
      message: m.cannotActivate,
    });
    expect((await t.accounts.signIn({ email, password, headers: new Headers() })).ok).toBe(true);
  });

  it("refuses an activation link after 24 hours, and an earlier link once a new one was sent", async () => {
    clock = new Date("2026-03-02T12:00:00Z");
    const { user, email, password } = await activeUser("expired@example.com");
    await lifecycle.deactivate(user.id);
    await lifecycle.requestLink(email, "activation");
    const first = await tokenIn(email, accountEmailSubjects.reactivation);

    clock = new Date(clock.getTime() + 25 * HOUR);
    expect(await lifecycle.activate({ token: first, email, password })).toMatchObject({
      message: m.linkExpired,
    });

    await lifecycle.requestLink(email, "activation");
    const second = await tokenIn(email, accountEmailSubjects.reactivation);
    expect(second).not.toBe(first);
    expect(await lifecycle.activate({ token: first, email, password })).toMatchObject({
      message: m.activationLinkReplaced,
    });
    expect(await lifecycle.activate({ token: second, email, password })).toEqual({ ok: true });
  });

  it("schedules deletion for seven days later and recovers through a recovery link", async () => {
    clock = new Date("2026-03-05T09:00:00Z");
    const { user, email, password } = await activeUser("delete@example.com");
    await lifecycle.requestDeletion(user.id);
    expect(await userRow(email)).toMatchObject({
      status: "pending_deletion",
      deletionRequestedAt: clock,
      scheduledDeletionDate: new Date(clock.getTime() + 7 * DAY),
    });
    expect((await t.accounts.signIn({ email, password, headers: new Headers() })).ok).toBe(false);

    await lifecycle.requestLink(email, "recovery");
    const token = await tokenIn(email, accountEmailSubjects.recovery);
    expect(
      await lifecycle.recover({ token, email, password: "nope", acceptedTerms: false }),
    ).toMatchObject({
      message: m.invalidCredentials,
    });
    expect(await lifecycle.recover({ token, email, password, acceptedTerms: false })).toEqual({
      ok: true,
    });
    expect(await userRow(email)).toMatchObject({
      status: "active",
      recoveredAt: clock,
      scheduledDeletionDate: null,
    });
  });

  it("asks for the terms when recovering after the scheduled deletion date", async () => {
    clock = new Date("2026-03-10T09:00:00Z");
    const { user, email, password } = await activeUser("late@example.com");
    await lifecycle.requestDeletion(user.id);
    clock = new Date(clock.getTime() + 8 * DAY);
    await lifecycle.requestLink(email, "recovery");
    const token = await tokenIn(email, accountEmailSubjects.recovery);
    expect(await lifecycle.recover({ token, email, password, acceptedTerms: false })).toEqual({
      ok: false,
      message: m.acceptTerms,
      needsTerms: true,
      passwordVerified: true,
    });
    expect(await lifecycle.recover({ token, email, password, acceptedTerms: true })).toEqual({
      ok: true,
    });
  });

  it("answers recoverAccount alike for unknown and real addresses, and sends no mail for unknown ones", async () => {
    clock = new Date("2026-03-20T09:00:00Z");
    const { user, email } = await activeUser("function@example.com");
    await lifecycle.requestDeletion(user.id);
    expect(await lifecycle.recoverAccount(email)).toEqual({
      status: "recovery_requested",
      message: m.recoveryEmailSent,
    });
    expect((await userRow(email)).status).toBe("pending_deletion");

    const unknown = await lifecycle.recoverAccount("ghost@example.com");
    expect(["activation_requested", "recovery_requested"]).toContain(unknown.status);
    expect(await lifecycle.recoverAccount("ghost@example.com")).toEqual(unknown);
    expect(await t.mailTo("ghost@example.com")).toHaveLength(0);
  });

  it("saves the AI model improvement choice", async () => {
    const { user, email } = await activeUser("optin@example.com");
    expect((await userRow(email)).aiModelOptIn).toBe(true);
    await lifecycle.setAiModelOptIn(user.id, false);
    expect((await userRow(email)).aiModelOptIn).toBe(false);
  });
});
