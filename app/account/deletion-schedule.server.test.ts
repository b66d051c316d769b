import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { signInResultMessages } from "#app/auth/auth-messages.ts";
import { users, type UserStatus } from "#app/db/schema.server.ts";
import { createTestAccounts, TEST_APP_URL } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { createAccountJobs } from "./account-jobs.server.ts";
import { createLifecycle } from "./lifecycle.server.ts";
import { lifecycleMessages } from "./account-messages.ts";

const DAY = 86_400_000;

/**
 * The deletion policy shown on /privacy-settings: closed 7 days after the request, erased after
 * 30, unless the owner completes recovery through the link. Asking for a link, by the owner or
 * by anyone who knows the address, must not stop that schedule.
 */
describe.each(testDrivers)("the deletion schedule on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let clock = new Date("2026-05-04T10:00:00Z");
  let lifecycle: ReturnType<typeof createLifecycle>;
  let jobs: ReturnType<typeof createAccountJobs>;

  beforeAll(async () => {
    t = await createTestAccounts(driver);
    lifecycle = createLifecycle({
      db: t.db,
      mailer: t.mailer,
      appUrl: TEST_APP_URL,
      secret: "schedule-secret",
      now: () => clock,
    });
    jobs = createAccountJobs({ db: t.db, mailer: t.mailer, appUrl: TEST_APP_URL });
  });
  afterAll(() => t.dispose());

  const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const at = (start: Date, days: number, extraMs = 0) =>
    new Date(start.getTime() + days * DAY + extraMs);
  const recoveryToken = async (email: string) => {
    const [mail] = (await t.mailTo(email)).filter(
      (row) => row.subject === accountEmailSubjects.recovery,
    );
    const link = /https?:\/\/\S+\/recover-account\?token=\S+/.exec(mail?.text ?? "")?.[0];
    if (!link) throw new Error(`No recovery link for ${email}`);
    return new URL(link).searchParams.get("token")!;
  };

  it("closes at day 7 and erases at day 30 when the owner asks for a recovery link and never uses it", async () => {
    const requested = new Date("2026-05-04T10:00:00Z");
    clock = requested;
    const { user, email } = await t.verifiedUser(`ignored-${driver}@example.com`);
    await lifecycle.requestDeletion(user.id);

    clock = at(requested, 1);
    await lifecycle.requestLink(email, "recovery");
    expect(await t.mailTo(email)).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: accountEmailSubjects.recovery })]),
    );
    expect(await row(user.id)).toMatchObject({
      status: "pending_deletion",
      deletionRequestedAt: requested,
      scheduledDeletionDate: at(requested, 7),
    });

    await jobs.runDue(at(requested, 7, -1000));
    expect((await row(user.id)).status).toBe("pending_deletion");
    await jobs.runDue(at(requested, 7));
    expect((await row(user.id)).status).toBe("closed");

    // A second request after the closure changes nothing either.
    clock = at(requested, 12);
    await lifecycle.requestLink(email, "recovery");
    await jobs.runDue(at(requested, 30, -1000));
    expect(await row(user.id)).toMatchObject({ status: "closed", purgedAt: null });
    await jobs.runDue(at(requested, 30));
    expect(await row(user.id)).toMatchObject({
      status: "closed",
      purgedAt: at(requested, 30),
      email: `deleted-${user.id}@deleted.invalid`,
      recoveryTokenHash: null,
    });
  });

  it("keeps the schedule of an account when a stranger calls recoverAccount with its address", async () => {
    const requested = new Date("2026-06-01T08:00:00Z");
    clock = requested;
    const { user, email, password } = await t.verifiedUser(`target-${driver}@example.com`);
    await lifecycle.requestDeletion(user.id);
    const before = await row(user.id);

    clock = at(requested, 2);
    expect(await lifecycle.recoverAccount(email)).toMatchObject({ status: "recovery_requested" });
    expect(await lifecycle.recoverAccount(email.toUpperCase())).toMatchObject({
      status: "recovery_requested",
    });
    const after = await row(user.id);
    expect(after).toMatchObject({
      status: before.status,
      deletionRequestedAt: before.deletionRequestedAt,
      scheduledDeletionDate: before.scheduledDeletionDate,
      purgedAt: null,
    });
    expect((await t.accounts.signIn({ email, password, headers: new Headers() })).ok).toBe(false);

    await jobs.runDue(at(requested, 7));
    expect((await row(user.id)).status).toBe("closed");

    // The owner can still come back within 30 days through the newest link, terms accepted.
    clock = at(requested, 8);
    await lifecycle.requestLink(email, "recovery");
    const token = await recoveryToken(email);
    expect(await lifecycle.recover({ token, email, password, acceptedTerms: false })).toMatchObject(
      { ok: false, message: lifecycleMessages.acceptTerms, needsTerms: true },
    );
    expect(await lifecycle.recover({ token, email, password, acceptedTerms: true })).toEqual({
      ok: true,
    });
    expect(await row(user.id)).toMatchObject({
      status: "active",
      scheduledDeletionDate: null,
      deletionRequestedAt: null,
      recoveredAt: at(requested, 8),
    });
    await jobs.runDue(at(requested, 31));
    expect(await row(user.id)).toMatchObject({ status: "active", purgedAt: null, email });
  });

  it("does not let a recovery link bring back an account once it has been erased", async () => {
    const requested = new Date("2026-07-01T08:00:00Z");
    clock = requested;
    const { user, email, password } = await t.verifiedUser(`late-link-${driver}@example.com`);
    await lifecycle.requestDeletion(user.id);
    clock = at(requested, 29, 23 * 3_600_000);
    await lifecycle.requestLink(email, "recovery");
    const token = await recoveryToken(email);
    await jobs.runDue(at(requested, 30));
    clock = at(requested, 30, 60_000);
    expect(await lifecycle.recover({ token, email, password, acceptedTerms: true })).toMatchObject({
      ok: false,
    });
    expect((await row(user.id)).purgedAt).not.toBeNull();
  });

  it("voids a recovery link from an earlier deletion once the account is deleted again", async () => {
    const first = new Date("2026-08-03T08:00:00Z");
    clock = first;
    const { user, email, password } = await t.verifiedUser(`twice-${driver}@example.com`);
    await lifecycle.requestDeletion(user.id);
    await lifecycle.requestLink(email, "recovery");
    const oldToken = await recoveryToken(email);
    await lifecycle.requestDeletion(user.id);
    expect(
      await lifecycle.recover({ token: oldToken, email, password, acceptedTerms: true }),
    ).toMatchObject({ ok: false, message: lifecycleMessages.cannotRecover });
  });

  it.each<[UserStatus, keyof typeof signInResultMessages]>([
    ["request_reactivate", "inactive"],
    ["activation_requested", "inactive"],
    ["request_recover", "pending_deletion"],
    ["recovery_requested", "pending_deletion"],
  ])(
    "refuses a sign-in to an account left in %s with the product's %s message",
    async (status, blocked) => {
      const { user, email, password } = await t.verifiedUser(`${status}-${driver}@example.com`);
      await t.db.update(users).set({ status }).where(eq(users.id, user.id));
      expect(await t.accounts.signIn({ email, password, headers: new Headers() })).toEqual({
        ok: false,
        blocked,
      });
      expect(signInResultMessages[blocked]).toMatch(/deactivated|pending deletion/);
    },
  );
});
