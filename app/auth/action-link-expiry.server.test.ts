import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { actionCodeIn, createTestAccounts } from "#tests/support/test-auth.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Email verification and password reset links, checked on a clock that is moved forward. */
describe("emailed action links expire", () => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  const start = new Date("2026-05-04T09:00:00Z");

  beforeAll(async () => {
    t = await createTestAccounts("pglite");
  });
  afterAll(() => t.dispose());
  afterEach(() => vi.useRealTimers());

  const at = (offsetMs: number) => vi.setSystemTime(new Date(start.getTime() + offsetMs));
  const codeIn = async (email: string, subject: string) =>
    actionCodeIn((await t.mailTo(email)).find((mail) => mail.subject === subject)!.text);

  it("refuses a verification link 24 hours after it was sent, and takes it just before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at(0);
    await t.accounts.signUp({
      name: "Late",
      email: "late-verify@example.com",
      password: "pass-word",
    });
    const lateCode = await codeIn("late-verify@example.com", accountEmailSubjects.verification);
    await t.accounts.signUp({
      name: "Due",
      email: "due-verify@example.com",
      password: "pass-word",
    });
    const dueCode = await codeIn("due-verify@example.com", accountEmailSubjects.verification);

    at(24 * HOUR - MINUTE);
    expect(await t.accounts.verifyEmail(dueCode)).toEqual({ ok: true });
    at(24 * HOUR + MINUTE);
    expect(await t.accounts.verifyEmail(lateCode)).toEqual({
      ok: false,
      error: "auth/expired-action-code",
    });
  });

  it("refuses a reset link an hour after it was sent, saying it expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at(0);
    const { email } = await t.verifiedUser("late-reset@example.com");
    await t.accounts.requestPasswordReset(email);
    const code = await codeIn(email, accountEmailSubjects.passwordReset);

    at(HOUR - MINUTE);
    expect(await t.accounts.checkResetCode(code)).toMatchObject({ ok: true });
    at(HOUR + MINUTE);
    expect(await t.accounts.resetPassword(code, "new-password")).toEqual({
      ok: false,
      error: "auth/expired-action-code",
    });
  });
});
