import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { launchBrowser, waitForHydration } from "#tests/support/browser.ts";
import { startAccountServer, type AccountServer } from "#tests/support/account-server.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import { addSession, createVerifiedAccount } from "#tests/support/injection-accounts.ts";
import { expectNoInjection, openWatchedContext } from "#tests/support/injection-watch.ts";
import { classicPayloads } from "#tests/support/xss-payloads.ts";

let site: AccountServer;
let browser: Browser;

/** The classic payloads that fit the 100 characters a name may have. */
const names = classicPayloads.filter((payload) => payload.trim().length <= 100);

describe("injection through display names", () => {
  beforeAll(async () => {
    site = await startAccountServer("pglite", { TRUST_PROXY: "true" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it(
    "shows each name as text on every page and in every email that greets its owner",
    { timeout: 180_000 },
    async () => {
      const accounts: { email: string; cookies: { name: string; value: string }[] }[] = [];
      // Three sign-ups at a time: each hashes a password twice.
      for (let start = 0; start < names.length; start += 3) {
        accounts.push(
          ...(await Promise.all(
            names.slice(start, start + 3).map(async (name, offset) => {
              const email = `named-${start + offset}@example.com`;
              const cookies = await createVerifiedAccount(site, {
                name,
                email,
                password: "named-password-1",
              });
              return { email, cookies };
            }),
          )),
        );
      }

      const watched = await openWatchedContext(browser, site.url);
      await expectNoInjection(watched, async () => {
        const page = await watched.context.newPage();
        for (const account of accounts) {
          await watched.context.clearCookies();
          await addSession(watched.context, site.url, account.cookies);
          await page.goto("/profile");
          await waitForHydration(page);
          await page.getByRole("button", { name: /^Account menu for/ }).click();
          await page.getByRole("link", { name: "Profile Settings" }).waitFor();
          await page.mouse.move(640, 300, { steps: 5 });
          await page.getByRole("link", { name: "Privacy Settings" }).click();
          await page.getByRole("switch", { name: "AI model improvement" }).waitFor();
          // The password reset email greets the owner by name as well.
          await fetch(`${site.url}/sign-in`, {
            method: "POST",
            headers: {
              origin: site.url,
              "content-type": "application/x-www-form-urlencoded",
              "x-forwarded-for": `10.250.0.${accounts.indexOf(account) + 1}`,
            },
            body: new URLSearchParams({ intent: "forgot-password", email: account.email }),
          });
        }

        // Mail clients apply no Content-Security-Policy: a blank page shows the HTML the same way.
        const mailPage = await watched.context.newPage();
        for (const account of accounts) {
          for (const subject of [
            accountEmailSubjects.verification,
            accountEmailSubjects.welcome,
            accountEmailSubjects.passwordReset,
          ]) {
            const mail = await waitForMail(site, account.email, subject);
            await mailPage.setContent(String(mail.html));
          }
        }
        console.log(`Display name pass: ${names.length} names × 3 pages and 3 emails`);
      });
    },
  );
});
