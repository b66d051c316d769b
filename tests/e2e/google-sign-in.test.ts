import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authErrorMessages } from "#app/auth/auth-messages.ts";
import {
  actionLinkIn,
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { startTestOidcProvider, type TestOidcProvider } from "#tests/support/oidc-provider.ts";
import { freePort } from "#tests/support/server.ts";

let site: AccountServer;
let idp: TestOidcProvider;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

/**
 * Goes through the provider's own login and consent pages as the given user. Those pages ask
 * for assets from the internet and a favicon they lack; what they log is not the site's.
 */
async function signInAtProvider(page: Page, sub: string) {
  expectProblem(/ERR_NAME_NOT_RESOLVED|status of 404/);
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill("any");
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
}

/** Back on the site, still signed out, told to verify the address. */
async function expectRefusedAsUnverified(page: Page) {
  await page.waitForURL(
    (url) => url.origin === site.url && url.searchParams.get("signInError") === "google",
  );
  await page
    .getByRole("dialog")
    .getByText("Please verify your email address to continue.")
    .waitFor();
  expect(await page.getByRole("banner").getByRole("link", { name: "Sign In" }).count()).toBe(1);
}

async function continueWithGoogle(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Continue with Google" }).click();
}

describe.each(databaseKinds)("Google sign-in through OpenID Connect on %s", (kind) => {
  beforeAll(async () => {
    const port = await freePort();
    idp = await startTestOidcProvider(`http://127.0.0.1:${port}/api/auth/callback/google`);
    site = await startAccountServer(kind, {
      PORT: String(port),
      GOOGLE_CLIENT_ID: idp.clientId,
      GOOGLE_CLIENT_SECRET: idp.clientSecret,
      GOOGLE_ISSUER: idp.issuer,
    });
  });
  afterAll(async () => {
    await site?.stop();
    await idp?.stop();
  });

  it("signs a new user in and shows them as signed in", async () => {
    idp.addIdentity({
      sub: "grace",
      email: "grace@example.com",
      emailVerified: true,
      name: "Grace Hopper",
    });
    const page = await visit("/about");
    await continueWithGoogle(page);
    await signInAtProvider(page, "grace");
    await page.waitForURL((url) => url.origin === site.url && url.pathname === "/");
    await page.getByRole("button", { name: "Account menu for Grace Hopper" }).waitFor();
  });

  it("refuses an identity whose email address the provider has not verified", async () => {
    expectProblem(/status of 4\d\d/);
    // Someone registers Grace's address (from the first test) with the provider, unverified.
    idp.addIdentity({
      sub: "mallory",
      email: "grace@example.com",
      emailVerified: false,
      name: "Mallory",
    });
    const page = await visit("/");
    await continueWithGoogle(page);
    await signInAtProvider(page, "mallory");
    await expectRefusedAsUnverified(page);
    expect(await page.getByRole("button", { name: /Account menu/ }).count()).toBe(0);
  });

  it("does not take over a password account whose email was never verified", async () => {
    expectProblem(/status of 4\d\d/);
    const page = await visit("/");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: "Create Account" }).click();
    await dialog.getByRole("textbox", { name: "Name" }).fill("Owner");
    await dialog.getByRole("textbox", { name: "Email" }).fill("owner@example.com");
    await dialog.getByLabel("Password").fill("owner-password");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.getByText(/Verification email sent!/).waitFor();
    await page.keyboard.press("Escape");

    idp.addIdentity({
      sub: "intruder",
      email: "owner@example.com",
      emailVerified: true,
      name: "Intruder",
    });
    await continueWithGoogle(page);
    await signInAtProvider(page, "intruder");
    await expectRefusedAsUnverified(page);

    const verification = await site.smtp.waitForMessage(
      (mail) => mail.subject === accountEmailSubjects.verification,
    );
    expect(actionLinkIn(verification.text)).toContain("mode=verifyEmail");
  });
});

describe("Google sign-in without a client id", () => {
  beforeAll(async () => {
    site = await startAccountServer("pglite");
  });
  afterAll(() => site.stop());

  it("keeps the button and says the method is not enabled", async () => {
    expectProblem(/status of 4\d\d/);
    const page = await visit("/");
    await continueWithGoogle(page);
    await page
      .getByRole("dialog")
      .getByText(authErrorMessages["auth/operation-not-allowed"])
      .waitFor();
  });
});
