import pg from "pg";
import type { Page } from "playwright-core";
import { lifecycleMessages } from "#app/account/account-messages.ts";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authMessages, signInResultMessages } from "#app/auth/auth-messages.ts";
import { chatWelcomeMessage } from "#app/content/chat.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialogOf as dialog, signIn, waitForMail } from "#tests/support/account-flows.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { signedInAccountHolder } from "#tests/support/http-visitor.ts";

let site: AccountServer;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

/** The path and query of the activation or recovery link in an email. */
function accountLinkIn(text: string | undefined): string {
  const link = /https?:\/\/\S+\/(activate|recover)-account\?token=\S+/.exec(text ?? "")?.[0];
  if (!link) throw new Error(`No account link in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * A new account holder on the home page, signed in. The account is made over HTTP: signing up in
 * the browser is what accounts.test.ts tests, and here it would only add pages to every test.
 */
async function signedInHome(name: string, email: string, password: string): Promise<Page> {
  const holder = await signedInAccountHolder(site, email, password, name);
  const page = await visit("/", "desktop", { cookies: holder.cookieList() });
  await page.getByRole("button", { name: `Account menu for ${name}` }).waitFor();
  return page;
}

async function confirmOnPrivacySettings(page: Page, button: string, confirm: string) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("link", { name: "Profile Settings" }).click();
  await page.getByRole("link", { name: "Privacy Settings" }).click();
  await page.waitForURL((url) => url.pathname === "/privacy-settings");
  await page.getByText(button, { exact: true }).click();
  await page.getByRole("button", { name: confirm }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();
}

// One server per database for the whole file: each test has accounts of its own.
describe.each(databaseKinds)("on %s", (kind) => {
  beforeAll(async () => {
    site = await startAccountServer(kind);
  });
  afterAll(() => site.stop());

  describe("account lifecycle", () => {
    it("saves the AI model improvement choice and keeps signed-out visitors out", async () => {
      const email = `optin-${kind}@example.com`;
      const page = await signedInHome("Opt In", email, "opt-in-pass");
      await page.goto("/privacy-settings");
      const toggle = page.getByRole("switch", { name: "AI model improvement" });
      expect(await toggle.getAttribute("aria-checked")).toBe("true");
      await toggle.click();
      await page.getByText(lifecycleMessages.aiPreferenceSaved).waitFor();
      await page.reload();
      expect(
        await page
          .getByRole("switch", { name: "AI model improvement" })
          .getAttribute("aria-checked"),
      ).toBe("false");

      const outsider = await visit("/privacy-settings");
      expect(new URL(outsider.url()).pathname).toBe("/");
    });

    it("deactivates, then reactivates through the emailed link and signs the user in", async () => {
      expectProblem(/status of 4\d\d/);
      const email = `deactivate-${kind}@example.com`;
      const page = await signedInHome("Dee Activate", email, "deactivate-pass");
      await confirmOnPrivacySettings(page, "Deactivate Account", "Yes, deactivate my account");

      await signIn(page, email, "deactivate-pass");
      await dialog(page).getByText(signInResultMessages.inactive).waitFor();
      await dialog(page).getByRole("button", { name: "Request Account Reactivation" }).click();
      await dialog(page).getByText(authMessages.emailConfirmationRequired).waitFor();
      await dialog(page).getByRole("textbox", { name: "Confirm your email address" }).fill(email);
      await dialog(page).getByRole("button", { name: "Request Account Reactivation" }).click();
      await dialog(page).getByText(lifecycleMessages.reactivationEmailSent).waitFor();

      const mail = await waitForMail(site, email, accountEmailSubjects.reactivation);
      await page.goto(accountLinkIn(mail.text));
      await page.getByRole("heading", { name: "Activate your account" }).waitFor();
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByLabel("Password").fill("deactivate-pass");
      await page.getByRole("button", { name: "Activate Account" }).click();
      await page.getByText(lifecycleMessages.activated).waitFor();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("button", { name: "Account menu for Dee Activate" }).waitFor();
    });

    it("deletes, then recovers through the emailed link within the grace period", async () => {
      expectProblem(/status of 4\d\d/);
      const email = `delete-${kind}@example.com`;
      const page = await signedInHome("Del Ete", email, "delete-pass");
      await confirmOnPrivacySettings(page, "Delete Account", "Yes, delete my account");

      await signIn(page, email, "delete-pass");
      await dialog(page).getByText(signInResultMessages.pending_deletion).waitFor();
      await dialog(page).getByRole("textbox", { name: "Confirm your email address" }).fill(email);
      await dialog(page).getByRole("button", { name: "Request Account Recovery" }).click();
      await dialog(page).getByText(lifecycleMessages.recoveryEmailSent).waitFor();

      const mail = await waitForMail(site, email, accountEmailSubjects.recovery);
      await page.goto(accountLinkIn(mail.text));
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Recover Account" }).click();
      await page.getByText(lifecycleMessages.invalidCredentials).waitFor();
      await page.getByLabel("Password").fill("delete-pass");
      await page.getByRole("button", { name: "Recover Account" }).click();
      await page.getByText(lifecycleMessages.recovered).waitFor();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("button", { name: "Account menu for Del Ete" }).waitFor();
    });

    it("answers an activation page opened without a token with the product's message", async () => {
      expectProblem(/status of 4\d\d/);
      const page = await visit("/activate-account");
      await page.getByRole("textbox", { name: "Email" }).fill("someone@example.com");
      await page.getByLabel("Password").fill("whatever");
      await page.getByRole("button", { name: "Activate Account" }).click();
      await page.getByText(lifecycleMessages.invalidActivationLink).waitFor();
    });
  });

  describe("data export", () => {
    it("emails a link whose download holds the user's data, and refuses it a second time", async () => {
      expectProblem(/status of 4\d\d/);
      const email = `exporter-${kind}@example.com`;
      const page = await signedInHome("Ex Porter", email, "export-pass");
      await page
        .getByRole("contentinfo")
        .getByRole("textbox", { name: "Email address" })
        .fill("exporter-news@example.com");
      await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
      await page.getByRole("contentinfo").getByText("Thanks for subscribing!").waitFor();
      await page.getByRole("button", { name: "Chat with Kestrel AI" }).click();
      const chat = page.getByRole("dialog", { name: "Kestrel AI Assistant" });
      const messages = chat.getByRole("region", { name: "Messages" });
      await messages.getByText(chatWelcomeMessage).waitFor();
      await chat.getByRole("textbox", { name: "Message" }).fill("Where is your office?");
      await chat.getByRole("textbox", { name: "Message" }).press("Enter");
      await messages
        .getByText(/Boston/)
        .first()
        .waitFor();
      await chat.getByTestId("typing-indicator").waitFor({ state: "detached" });

      await page.goto("/privacy-settings");
      await page.getByRole("button", { name: "Request Data Export" }).click();
      await page.getByText(lifecycleMessages.exportStarted).waitFor();

      const mail = await waitForMail(site, email, accountEmailSubjects.dataExport);
      const link = /https?:\/\/\S+\/data-export\?token=\S+/.exec(mail.text ?? "")![0];
      const linkPath = new URL(link).pathname + new URL(link).search;

      // Opened in another browser (a forwarded email, a shared computer) the link asks for the
      // account's sign-in, and brings its owner back to the download once signed in.
      const elsewhere = await visit(linkPath, "phone");
      await elsewhere.getByText(/sign in to the account that asked for it/).waitFor();
      expect(await elsewhere.getByRole("button", { name: "Download my data" }).count()).toBe(0);
      const signInForm = elsewhere.getByRole("main");
      await signInForm.getByRole("textbox", { name: "Email" }).fill(email);
      await signInForm.getByLabel("Password").fill("export-pass");
      await signInForm.getByRole("button", { name: "Sign In" }).click();
      await elsewhere.getByRole("button", { name: "Download my data" }).waitFor();

      await page.goto(linkPath);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download my data" }).click();
      const file = await (await download).path();
      const { readFile } = await import("node:fs/promises");
      const exported = JSON.parse(await readFile(file, "utf8"));
      expect(exported.account.email).toBe(email);
      expect(exported.subscriptions).toEqual([
        expect.objectContaining({ email: "exporter-news@example.com" }),
      ]);
      expect(exported).toHaveProperty("contacts");
      expect(exported.conversations).toEqual([
        expect.objectContaining({
          userEmail: email,
          isAnonymous: false,
          events: [
            expect.objectContaining({ author: "user", textContent: "Where is your office?" }),
            expect.objectContaining({
              author: "root_agent",
              textContent: expect.stringContaining("Boston"),
            }),
          ],
        }),
      ]);

      await page.goto(linkPath);
      await page.getByText(/This download link has already been used or has expired/).waitFor();
      expect(await page.getByRole("button", { name: "Download my data" }).count()).toBe(0);
    });
  });

  describe("account links", () => {
    /** Moves the account's recorded times back, as the passing of time would (PostgreSQL only). */
    async function ageAccount(
      email: string,
      column: "activation_requested_date" | "scheduled_deletion_date",
      hours: number,
    ) {
      const client = new pg.Client({ connectionString: site.databaseUrl! });
      await client.connect();
      try {
        await client.query(
          `update users set ${column} = ${column} - make_interval(hours => $1) where email = $2`,
          [hours, email],
        );
      } finally {
        await client.end();
      }
    }

    async function requestFromDialog(page: Page, email: string, password: string, button: string) {
      await signIn(page, email, password);
      await dialog(page).getByRole("textbox", { name: "Confirm your email address" }).fill(email);
      await dialog(page).getByRole("button", { name: button }).click();
      await dialog(page)
        .getByText(/Please check your email for instructions/)
        .waitFor();
      await page.reload();
    }

    async function submitLink(
      page: Page,
      path: string,
      email: string,
      password: string,
      button: string,
    ) {
      await page.goto(path);
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: button }).click();
    }

    it("refuses an activation link once a newer one was sent", async () => {
      expectProblem(/status of 4\d\d/);
      const email = `replaced-${kind}@example.com`;
      const page = await signedInHome("Re Placed", email, "replaced-pass");
      await confirmOnPrivacySettings(page, "Deactivate Account", "Yes, deactivate my account");
      await requestFromDialog(page, email, "replaced-pass", "Request Account Reactivation");
      const first = accountLinkIn(
        (await waitForMail(site, email, accountEmailSubjects.reactivation)).text,
      );
      const count = site.smtp.messages.length;
      await requestFromDialog(page, email, "replaced-pass", "Request Account Reactivation");
      await expect.poll(() => site.smtp.messages.length).toBeGreaterThan(count);

      await submitLink(page, first, email, "replaced-pass", "Activate Account");
      await page.getByText(lifecycleMessages.activationLinkReplaced).waitFor();
      await page.getByRole("button", { name: "Request Account Reactivation" }).waitFor();
    });

    // Time travel edits the database under the running server, which PGlite (held by the server
    // process) does not allow; on PGlite the same rules are tested in the lifecycle service tests.
    it.runIf(kind === "postgres")(
      "refuses an activation link 25 hours after it was sent",
      async () => {
        expectProblem(/status of 4\d\d/);
        const email = `expired-${kind}@example.com`;
        const page = await signedInHome("Ex Pired", email, "expired-pass");
        await confirmOnPrivacySettings(page, "Deactivate Account", "Yes, deactivate my account");
        await requestFromDialog(page, email, "expired-pass", "Request Account Reactivation");
        const link = accountLinkIn(
          (await waitForMail(site, email, accountEmailSubjects.reactivation)).text,
        );
        await ageAccount(email, "activation_requested_date", 25);

        await submitLink(page, link, email, "expired-pass", "Activate Account");
        await page.getByText(lifecycleMessages.linkExpired).waitFor();
      },
    );

    it.runIf(kind === "postgres")(
      "asks for the terms when recovering after the scheduled deletion date",
      async () => {
        expectProblem(/status of 4\d\d/);
        const email = `late-${kind}@example.com`;
        const page = await signedInHome("La Te", email, "late-pass");
        await confirmOnPrivacySettings(page, "Delete Account", "Yes, delete my account");
        await ageAccount(email, "scheduled_deletion_date", 8 * 24);
        await requestFromDialog(page, email, "late-pass", "Request Account Recovery");
        const link = accountLinkIn(
          (await waitForMail(site, email, accountEmailSubjects.recovery)).text,
        );

        await submitLink(page, link, email, "late-pass", "Recover Account");
        await page.getByText(lifecycleMessages.acceptTerms).waitFor();
        await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
        await page.getByRole("button", { name: "Recover Account" }).click();
        await page.getByText(lifecycleMessages.recovered).waitFor();
      },
    );
  });
});
