import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authErrorMessages, authMessages } from "#app/auth/auth-messages.ts";
import {
  actionLinkIn,
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import {
  dialogOf as dialog,
  openSignIn,
  signIn,
  signUp,
  waitForMail,
} from "#tests/support/account-flows.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { waitForHydration } from "#tests/support/browser.ts";

let site: AccountServer;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

describe.each(databaseKinds)("accounts on %s", (kind) => {
  beforeAll(async () => {
    site = await startAccountServer(kind);
  });
  afterAll(() => site.stop());

  const mailTo = (email: string, subject: string) => waitForMail(site, email, subject);

  it("signs up, verifies by email, signs in, changes the password, signs out and back in", async () => {
    expectProblem(/status of 4\d\d/);
    const email = `ada-${kind}@example.com`;
    const page = await visit("/about");
    await signUp(page, "Ada Lovelace", email, "first-pass");
    expect(await page.getByRole("banner").getByRole("link", { name: "Sign In" }).count()).toBe(1);

    const verification = await mailTo(email, accountEmailSubjects.verification);
    expect(verification.html).toContain("Verify email address");
    await page.goto(actionLinkIn(verification.text));
    await page.getByText(authMessages.emailVerified).waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await mailTo(email, accountEmailSubjects.welcome);

    await signIn(page, email, "first-pass");
    const menuButton = page.getByRole("button", { name: `Account menu for Ada Lovelace` });
    await menuButton.waitFor();
    await menuButton.click();
    await page.getByText(email).first().waitFor();
    await page.getByRole("link", { name: "Profile Settings" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByRole("heading", { level: 1, name: "Ada Lovelace" }).waitFor();
    expect(await page.getByRole("main").textContent()).toMatch(/Member since \w+ \d{1,2}, \d{4}/);

    await page.getByRole("button", { name: "Change Password" }).click();
    const modal = page.getByRole("dialog", { name: "Change Password" });
    await modal.getByLabel("New password", { exact: true }).fill("second-pass");
    await modal.getByLabel("Confirm new password").fill("second-pazz");
    await modal.getByRole("button", { name: "Change Password" }).click();
    await modal.getByText(authMessages.passwordsDoNotMatch).waitFor();
    await modal.getByLabel("Confirm new password").fill("second-pass");
    await modal.getByRole("button", { name: "Change Password" }).click();
    await modal.getByText(authMessages.passwordChanged).waitFor();
    await modal.waitFor({ state: "detached" });

    await menuButton.click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();

    await signIn(page, email, "first-pass");
    await dialog(page).getByText(authErrorMessages["auth/invalid-credential"]).waitFor();
    await dialog(page).getByLabel("Password").fill("second-pass");
    await dialog(page).getByRole("button", { name: "Sign In" }).click();
    await menuButton.waitFor();
  });

  it("keeps an unverified user out, with a resend link and its countdown", async () => {
    expectProblem(/status of 4\d\d/);
    const email = `unverified-${kind}@example.com`;
    const page = await visit("/");
    await signUp(page, "Grace", email, "grace-pass");
    await page.keyboard.press("Escape");

    await signIn(page, email, "grace-pass");
    await dialog(page).getByText("Please verify your email address to continue.").waitFor();
    await dialog(page).getByRole("button", { name: "Click here to resend" }).click();
    await dialog(page).getByText(authMessages.resendSucceeded).waitFor();
    await dialog(page)
      .getByText(/^Resend in (60|59|58)s$/)
      .waitFor();
    await expect
      .poll(
        () =>
          site.smtp.messages.filter(
            (mail) =>
              mail.subject === accountEmailSubjects.verification && mail.text?.includes("Grace"),
          ).length,
      )
      .toBe(2);
  });

  it("resets a forgotten password through the emailed link", async () => {
    expectProblem(/status of 4\d\d/);
    const email = `reset-${kind}@example.com`;
    const page = await visit("/");
    await signUp(page, "Katherine", email, "old-password");
    await page.goto(actionLinkIn((await mailTo(email, accountEmailSubjects.verification)).text));
    await page.getByText(authMessages.emailVerified).waitFor();

    await page.goto("/solutions?forgotPassword=true");
    await waitForHydration(page);
    await dialog(page).getByRole("heading", { name: "Reset Password" }).waitFor();
    await dialog(page).getByRole("textbox", { name: "Email" }).fill(email);
    await dialog(page).getByRole("button", { name: "Send Reset Link" }).click();
    await dialog(page).getByText(authMessages.resetEmailSent).waitFor();
    await dialog(page).getByRole("button", { name: "Close", exact: true }).last().click();

    await page.goto(actionLinkIn((await mailTo(email, accountEmailSubjects.passwordReset)).text));
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("new-password");
    await page.getByLabel("Confirm new password").fill("new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText(authMessages.resetSucceeded).waitFor();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });

    await signIn(page, email, "new-password");
    await page.getByRole("button", { name: "Account menu for Katherine" }).waitFor();

    const used = await visit(
      actionLinkIn((await mailTo(email, accountEmailSubjects.passwordReset)).text),
    );
    await used.getByRole("heading", { name: "Action Failed" }).waitFor();
    await used.getByText(authErrorMessages["auth/invalid-action-code"]).waitFor();
  });

  it("offers to create an account when a reset is asked for an unknown email", async () => {
    const page = await visit("/?forgotPassword=true");
    await dialog(page).getByRole("textbox", { name: "Email" }).fill(`nobody-${kind}@example.com`);
    await dialog(page).getByRole("button", { name: "Send Reset Link" }).click();
    await dialog(page).getByText(authErrorMessages["auth/user-not-found"]).waitFor();
    await dialog(page).getByRole("link", { name: "Create a new account" }).click();
    await dialog(page).getByRole("heading", { name: "Create Account" }).waitFor();
  });

  it("answers an email link without a code with the product's message", async () => {
    const page = await visit("/welcome");
    await page.getByRole("heading", { name: "Action Failed" }).waitFor();
    await page.getByText(authMessages.missingActionCode).waitFor();
    await page.getByRole("link", { name: "Return to Home" }).waitFor();
  });

  it("refuses an existing email on sign-up", async () => {
    expectProblem(/status of 4\d\d/);
    const email = `twice-${kind}@example.com`;
    const page = await visit("/");
    await signUp(page, "First", email, "password-1");
    await page.reload();
    await openSignIn(page);
    await dialog(page).getByRole("link", { name: "Create Account" }).click();
    await dialog(page).getByRole("textbox", { name: "Name" }).fill("Second");
    await dialog(page).getByRole("textbox", { name: "Email" }).fill(email);
    await dialog(page).getByLabel("Password").fill("password-2");
    await dialog(page).getByRole("button", { name: "Create Account" }).click();
    await dialog(page).getByText(authErrorMessages["auth/email-already-in-use"]).waitFor();
  });

  it("stops repeated failed sign-ins with 429 and the product's message", async () => {
    expectProblem(/status of 4\d\d/);
    const page = await visit("/");
    await openSignIn(page);
    const email = `target-${kind}@example.com`;
    let message = "";
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await dialog(page).getByRole("textbox", { name: "Email" }).fill(email);
      await dialog(page).getByLabel("Password").fill(`guess-${attempt}`);
      const response = page.waitForResponse(
        (res) => res.url().includes("/sign-in") && res.request().method() === "POST",
      );
      await dialog(page).getByRole("button", { name: "Sign In" }).click();
      const status = (await response).status();
      await dialog(page).getByRole("alert").waitFor();
      message = (await dialog(page).getByRole("alert").textContent()) ?? "";
      if (attempt < 5) expect(status).toBe(401);
      else expect(status).toBe(429);
    }
    expect(message).toBe(authErrorMessages["auth/too-many-requests"]);
  });
});
