import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authErrorMessages, authMessages } from "#app/auth/auth-messages.ts";
import { CONTACT_SENT_MESSAGE } from "#app/inquiries/contact-schema.ts";
import { INVALID_EMAIL_MESSAGE } from "#app/newsletter/newsletter-schema.ts";
import { launchBrowser, waitForHydration } from "#tests/support/browser.ts";
import { dialogOf, openSignIn, waitForMail } from "#tests/support/account-flows.ts";
import {
  actionLinkIn,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { addSession, createVerifiedAccount } from "#tests/support/injection-accounts.ts";
import { openWatchedContext, type WatchedContext } from "#tests/support/injection-watch.ts";
import { batches, classicPayloads } from "#tests/support/xss-payloads.ts";

/**
 * Every text field of every form, typed and submitted in the browser with each classic payload;
 * the payloads then reach the emails, whose HTML is opened in the browser too.
 */
let site: AccountServer;
let browser: Browser;
/** Payload × field entries made in the browser, reported at the end. */
let tries = 0;

/**
 * Submission number `round` of a field that holds `maxLength` characters: the classic payloads
 * are grouped to fit it, so a field sees every payload within a few submissions.
 */
function valueFor(maxLength: number, round: number, fields = 1): string {
  const groups = batches(classicPayloads, maxLength, " ");
  const group = groups[round % groups.length]!;
  if (round < groups.length) tries += group.length * fields;
  return group.join(" ");
}

/** Enough submissions for the tightest field, a 100-character name, to see every payload. */
const rounds = batches(classicPayloads, 100, " ").length;

async function openPage(path: string): Promise<{ page: Page; watched: WatchedContext }> {
  const watched = await openWatchedContext(browser, site.url);
  const page = await watched.context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return { page, watched };
}

/** Submits with a click and waits until the site has answered and the form is idle again. */
async function submit(
  { page, watched }: { page: Page; watched: WatchedContext },
  button: Locator,
  idleName: string | RegExp,
) {
  await watched.nextAddress();
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await button.click();
  await answered;
  await page.getByRole("button", { name: idleName }).first().waitFor();
}

async function expectNoInjection(watched: WatchedContext) {
  await watched.checkMarker();
  const problems = [...watched.problems];
  await watched.close();
  expect(problems).toEqual([]);
}

beforeAll(async () => {
  site = await startAccountServer("pglite", { TRUST_PROXY: "true" });
  browser = await launchBrowser();
});
afterAll(async () => {
  console.log(`Browser form pass: ${tries} payload × field entries`);
  await browser?.close();
  await site?.stop();
});

// The forms are independent, so they are filled side by side; most of the time goes to waiting.
describe.concurrent("injection through the site's forms, in the browser", () => {
  it("contact form and newsletter", { timeout: 300_000 }, async () => {
    const opened = await openPage("/contact");
    const main = opened.page.getByRole("main");
    const field = (name: string) => main.getByRole("textbox", { name, exact: true });
    const send = main.getByRole("button", { name: "Send Message" });
    for (let round = 0; round < rounds; round++) {
      await field("Name").fill(valueFor(100, round));
      await field("Email").fill(valueFor(254, round));
      await field("Company").fill(valueFor(150, round));
      await field("Message").fill(valueFor(5000, round));
      await submit(opened, send, "Send Message");
      await main.getByText(INVALID_EMAIL_MESSAGE).waitFor();
      await field("Email").fill(`contact-${round}@example.com`);
      await submit(opened, send, "Send Message");
      await main.getByText(CONTACT_SENT_MESSAGE).waitFor();
    }
    const footer = opened.page.getByRole("contentinfo");
    for (let round = 0; round < batches(classicPayloads, 254, " ").length; round++) {
      await footer.getByRole("textbox", { name: "Email address" }).fill(valueFor(254, round));
      await submit(opened, footer.getByRole("button", { name: "Subscribe" }), "Subscribe");
      await footer.getByText(INVALID_EMAIL_MESSAGE).waitFor();
    }
    await expectNoInjection(opened.watched);
  });

  it("consultation wizard", { timeout: 300_000 }, async () => {
    const opened = await openPage("/consultation");
    const { page } = opened;
    const main = page.getByRole("main");
    for (let round = 0; round < rounds; round++) {
      if (round > 0) {
        await page.goto("/consultation");
        await waitForHydration(page);
      }
      await main.getByRole("textbox", { name: "Name", exact: true }).fill(valueFor(100, round));
      await main
        .getByRole("textbox", { name: "Email", exact: true })
        .fill(`consult-${round}@example.com`);
      await main.getByRole("textbox", { name: "Company (optional)" }).fill(valueFor(150, round));
      await main.getByRole("combobox", { name: "Industry (optional)" }).selectOption("Finance");
      await main
        .getByRole("combobox", { name: "What do you need? (required)" })
        .selectOption("Personalization");
      await main
        .getByRole("textbox", { name: "Anything else we should know? (optional)" })
        .fill(valueFor(2000, round));
      await main.getByRole("button", { name: "Next" }).click();
      await main.getByRole("radio", { name: "Other" }).check();
      await main.getByRole("radio", { name: "Multiple areas" }).check();
      await main.getByRole("radio", { name: "Starting fresh with AI" }).check();
      await main.getByRole("button", { name: "Next" }).click();
      // The second day: the first may be today, whose afternoon may have passed.
      await main
        .getByRole("group", { name: "Choose the days that suit you" })
        .getByRole("button")
        .nth(1)
        .click();
      await main
        .getByRole("group", { name: /Preferred times on/ })
        .getByRole("button", { name: "02:00 PM" })
        .click();
      await main
        .getByRole("textbox", { name: "Scheduling preferences (optional)" })
        .fill(valueFor(1000, round));
      await opened.watched.nextAddress();
      await main.getByRole("button", { name: "Schedule Consultation" }).click();
      await main.getByRole("heading", { name: "Your consultation has been scheduled!" }).waitFor();
    }
    await expectNoInjection(opened.watched);
  });

  it("sign-in dialog: sign in, create account, reset password", { timeout: 300_000 }, async () => {
    const opened = await openPage("/");
    await openSignIn(opened.page);
    const dialog = dialogOf(opened.page);
    for (let round = 0; round < rounds; round++) {
      await dialog.getByRole("textbox", { name: "Email" }).fill(`nobody-${round}@example.com`);
      await dialog.getByLabel("Password").fill(valueFor(128, round));
      await submit(opened, dialog.getByRole("button", { name: "Sign In" }), "Sign In");
      await dialog.getByText(authErrorMessages["auth/invalid-credential"]).waitFor();
    }
    await dialog.getByRole("link", { name: "Create Account" }).click();
    for (let round = 0; round < rounds; round++) {
      await dialog.getByRole("textbox", { name: "Name" }).fill(valueFor(100, round));
      await dialog.getByRole("textbox", { name: "Email" }).fill(valueFor(254, round));
      await dialog.getByLabel("Password").fill(valueFor(128, round));
      await submit(
        opened,
        dialog.getByRole("button", { name: "Create Account" }),
        "Create Account",
      );
      await dialog.getByText(INVALID_EMAIL_MESSAGE).waitFor();
    }
    await dialog.getByRole("link", { name: "Sign In" }).click();
    await dialog.getByRole("link", { name: "Forgot Password?" }).click();
    for (const [index, payload] of classicPayloads.entries()) {
      // The browser itself refuses a malformed address here, so what it allows of the payload
      // rides in the part before the @.
      const local = payload.replace(/[^a-z0-9.!#$%&'*+/=?^_`{|}~-]/gi, "") || "x";
      await dialog.getByRole("textbox", { name: "Email" }).fill(`${local}${index}@example.com`);
      await submit(
        opened,
        dialog.getByRole("button", { name: "Send Reset Link" }),
        "Send Reset Link",
      );
      await dialog.getByRole("alert").waitFor();
      tries += 1;
    }
    await expectNoInjection(opened.watched);
  });

  it("unsubscribe, activation and recovery pages", { timeout: 300_000 }, async () => {
    const opened = await openPage("/unsubscribe?tokenId=no-such-subscription");
    const { page } = opened;
    const main = page.getByRole("main");
    for (let round = 0; round < batches(classicPayloads, 254, " ").length; round++) {
      await main.getByRole("textbox", { name: "Email address" }).fill(valueFor(254, round));
      await submit(opened, main.getByRole("button", { name: "Unsubscribe" }), "Unsubscribe");
      await main.getByText(INVALID_EMAIL_MESSAGE).waitFor();
    }
    for (let round = 0; round < batches(classicPayloads, 128, " ").length; round++) {
      await page.goto(`/activate-account?token=${encodeURIComponent(valueFor(200, round))}`);
      await waitForHydration(page);
      await page
        .getByRole("textbox", { name: "Email", exact: true })
        .fill(`a-${round}@example.com`);
      await page.getByLabel("Password").fill(valueFor(128, round));
      await submit(
        opened,
        page.getByRole("button", { name: "Activate Account" }),
        "Activate Account",
      );
      await page
        .getByRole("textbox", { name: "Confirm your email address" })
        .fill(valueFor(254, round));
      await submit(
        opened,
        page.getByRole("button", { name: "Request Account Reactivation" }),
        "Request Account Reactivation",
      );
      await page.getByText(INVALID_EMAIL_MESSAGE).waitFor();

      await page.goto(`/recover-account?token=${encodeURIComponent(valueFor(200, round))}`);
      await waitForHydration(page);
      await page
        .getByRole("textbox", { name: "Email", exact: true })
        .fill(`r-${round}@example.com`);
      await page.getByLabel("Password").fill(valueFor(128, round));
      await submit(
        opened,
        page.getByRole("button", { name: "Recover Account" }),
        "Recover Account",
      );
      await page.getByRole("alert").first().waitFor();
    }
    await expectNoInjection(opened.watched);
  });

  it("password change and password reset forms", { timeout: 300_000 }, async () => {
    const email = "reset-holder@example.com";
    const cookies = await createVerifiedAccount(site, {
      name: "Reset Holder",
      email,
      password: "first-password-1",
    });
    const opened = await openPage("/");
    const { page } = opened;
    await addSession(opened.watched.context, site.url, cookies);
    await page.goto("/profile");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Change Password" }).click();
    const modal = page.getByRole("dialog", { name: "Change Password" });
    const passwordRounds = batches(classicPayloads, 127, " ").length;
    for (let round = 0; round < passwordRounds; round++) {
      const value = valueFor(127, round, 2);
      await modal.getByLabel("New password", { exact: true }).fill(value);
      await modal.getByLabel("Confirm new password").fill(`${value}!`);
      await modal.getByRole("button", { name: "Change Password" }).click();
      await modal.getByText(authMessages.passwordsDoNotMatch).waitFor();
    }

    await fetch(`${site.url}/sign-in`, {
      method: "POST",
      headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "forgot-password", email }),
    });
    const link = actionLinkIn(
      (await waitForMail(site, email, accountEmailSubjects.passwordReset)).text,
    );
    await page.goto(link);
    await waitForHydration(page);
    for (let round = 0; round < passwordRounds; round++) {
      const value = valueFor(127, round, 2);
      await page.getByLabel("New password", { exact: true }).fill(value);
      await page.getByLabel("Confirm new password").fill(`${value}!`);
      await submit(opened, page.getByRole("button", { name: "Reset Password" }), "Reset Password");
      await page.getByText(authMessages.passwordsDoNotMatch).waitFor();
    }
    await expectNoInjection(opened.watched);
  });
});

describe("emails that carry the payloads", () => {
  it("render as text, even without a Content-Security-Policy", { timeout: 60_000 }, async () => {
    const watched = await openWatchedContext(browser, site.url);
    // A blank page has no policy, as in a mail client: only escaping protects it.
    const page = await watched.context.newPage();
    const mails = site.smtp.messages.filter((mail) => typeof mail.html === "string");
    expect(mails.length).toBeGreaterThan(rounds);
    for (const mail of mails) await page.setContent(mail.html as string);
    await expectNoInjection(watched);
  });
});
