import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authErrorMessages, authMessages } from "#app/auth/auth-messages.ts";
import { accessibilityViolations } from "#tests/support/axe.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { waitForHydration, type viewports } from "#tests/support/browser.ts";

const { visit, expectProblem } = setupBrowserSuite();

/** Follows the newest link in the development mailbox (the shared server has no SMTP). */
async function followMailboxLink(page: Page, subject: string, email: string) {
  await page.goto("/dev/mailbox");
  const message = page.getByRole("article", { name: subject }).filter({ hasText: email }).first();
  const href = await message.getByRole("link").first().getAttribute("href");
  if (!href) throw new Error(`No link in "${subject}" to ${email}`);
  const url = new URL(href);
  await page.goto(`${url.pathname}${url.search}`);
}

async function signUpAndSignIn(page: Page, email: string) {
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("link", { name: "Create Account" }).click();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Mary Jackson");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByLabel("Password").fill("wind-tunnel");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await dialog.getByText(/Verification email sent!/).waitFor();
  await followMailboxLink(page, accountEmailSubjects.verification, email);
  await page.getByText(authMessages.emailVerified).waitFor();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByLabel("Password").fill("wind-tunnel");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("button", { name: "Account menu for Mary Jackson" }).waitFor();
}

describe.each(["phone", "desktop"] as const satisfies (keyof typeof viewports)[])(
  "account screens on a %s",
  (viewport) => {
    it("have no WCAG 2.1 A/AA violations: dialog views, menu, profile, password modal, reset form", async () => {
      expectProblem(/status of 4\d\d/);
      const email = `a11y-${viewport}@example.com`;
      const page = await visit("/", viewport);

      await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "Create Account" }).click();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      await signUpAndSignIn(page, email);
      await page.getByRole("button", { name: "Account menu for Mary Jackson" }).click();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.goto("/profile");
      await page.getByRole("heading", { level: 1, name: "Mary Jackson" }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByRole("dialog", { name: "Change Password" }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      await page.goto("/privacy-settings");
      await page.getByText("Delete Account", { exact: true }).click();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Account menu for Mary Jackson" }).click();
      await page.getByRole("button", { name: "Sign Out" }).click();
      // Signing out navigates; the next page load must not race it.
      await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();
      await page.goto("/?forgotPassword=true");
      await waitForHydration(page);
      await page.getByRole("dialog").getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByRole("dialog").getByRole("button", { name: "Send Reset Link" }).click();
      await page
        .getByRole("dialog")
        .getByText(/Password reset email sent!/)
        .waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await followMailboxLink(page, accountEmailSubjects.passwordReset, email);
      await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  },
);

describe.each(["phone", "desktop"] as const satisfies (keyof typeof viewports)[])(
  "email links opened in another browser on a %s",
  (viewport) => {
    it("have no WCAG 2.1 A/AA violations: verifying with the password, the export sign-in", async () => {
      expectProblem(/status of 4\d\d/);
      const email = `a11y-elsewhere-${viewport}@example.com`;
      const laptop = await visit("/", viewport);
      await laptop.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
      const dialog = laptop.getByRole("dialog");
      await dialog.getByRole("link", { name: "Create Account" }).click();
      await dialog.getByRole("textbox", { name: "Name" }).fill("Dorothy Vaughan");
      await dialog.getByRole("textbox", { name: "Email" }).fill(email);
      await dialog.getByLabel("Password").fill("fortran-77");
      await dialog.getByRole("button", { name: "Create Account" }).click();
      await dialog.getByText(/Verification email sent!/).waitFor();

      const phone = await visit("/", viewport);
      await followMailboxLink(phone, accountEmailSubjects.verification, email);
      await phone.getByRole("heading", { name: "Confirm your email address" }).waitFor();
      expect(await accessibilityViolations(phone)).toEqual([]);
      await phone.getByLabel("Password").fill("not-it");
      await phone.getByRole("button", { name: "Verify email address" }).click();
      await phone.getByText(authErrorMessages["auth/wrong-password"]).waitFor();
      expect(await accessibilityViolations(phone)).toEqual([]);
      await phone.getByLabel("Password").fill("fortran-77");
      await phone.getByRole("button", { name: "Verify email address" }).click();
      await phone.getByRole("button", { name: "Account menu for Dorothy Vaughan" }).waitFor();

      await phone.goto("/privacy-settings");
      await phone.getByRole("button", { name: "Request Data Export" }).click();
      await phone.getByText(/Your data export has been initiated/).waitFor();
      const elsewhere = await visit("/", viewport);
      await expect
        .poll(
          async () => {
            await elsewhere.goto("/dev/mailbox");
            return elsewhere
              .getByRole("article", { name: accountEmailSubjects.dataExport })
              .filter({ hasText: email })
              .count();
          },
          { timeout: 90_000, interval: 1_000 },
        )
        .toBe(1);
      await followMailboxLink(elsewhere, accountEmailSubjects.dataExport, email);
      await elsewhere.getByText(/sign in to the account that asked for it/).waitFor();
      expect(await accessibilityViolations(elsewhere)).toEqual([]);
    });
  },
);
