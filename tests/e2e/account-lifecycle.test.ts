import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dialogOf as dialog,
  signIn,
  signUpVerifiedAndSignIn,
  waitForMail,
} from "#tests/support/account-flows.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

let site: AccountServer;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

/** The path and query of the activation or recovery link in an email. */
function accountLinkIn(text: string | undefined): string {
  const link = /https?:\/\/\S+\/(activate|recover)-account\?token=\S+/.exec(text ?? "")?.[0];
  if (!link) throw new Error(`No account link in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
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

describe.each(databaseKinds)("account lifecycle on %s", (kind) => {
  beforeAll(async () => {
    site = await startAccountServer(kind);
  });
  afterAll(() => site.stop());

  it("saves the AI model improvement choice and keeps signed-out visitors out", async () => {
    const email = `optin-${kind}@example.com`;
    const page = await visit("/");
    await signUpVerifiedAndSignIn(page, site, "Opt In", email, "opt-in-pass");
    await page.goto("/privacy-settings");
    const toggle = page.getByRole("switch", { name: "AI model improvement" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await toggle.click();
    await page.getByText("AI model improvement preferences updated successfully").waitFor();
    await page.reload();
    expect(
      await page.getByRole("switch", { name: "AI model improvement" }).getAttribute("aria-checked"),
    ).toBe("false");

    const outsider = await visit("/privacy-settings");
    expect(new URL(outsider.url()).pathname).toBe("/");
  });

  it("deactivates, then reactivates through the emailed link and signs the user in", async () => {
    expectProblem(/status of 4\d\d/);
    const email = `deactivate-${kind}@example.com`;
    const page = await visit("/");
    await signUpVerifiedAndSignIn(page, site, "Dee Activate", email, "deactivate-pass");
    await confirmOnPrivacySettings(page, "Deactivate Account", "Yes, deactivate my account");

    await signIn(page, email, "deactivate-pass");
    await dialog(page).getByText("This account has been deactivated.").waitFor();
    await dialog(page).getByRole("button", { name: "Request Account Reactivation" }).click();
    await dialog(page).getByText("Please enter your email address").waitFor();
    await dialog(page).getByRole("textbox", { name: "Confirm your email address" }).fill(email);
    await dialog(page).getByRole("button", { name: "Request Account Reactivation" }).click();
    await dialog(page)
      .getByText("Please check your email for instructions to reactivate your account.")
      .waitFor();

    const mail = await waitForMail(site, email, "Reactivate your Kestrel AI account");
    await page.goto(accountLinkIn(mail.text));
    await page.getByRole("heading", { name: "Activate your account" }).waitFor();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password").fill("deactivate-pass");
    await page.getByRole("button", { name: "Activate Account" }).click();
    await page
      .getByText("Your account has been reactivated! Redirecting to home page...")
      .waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Account menu for Dee Activate" }).waitFor();
  });

  it("deletes, then recovers through the emailed link within the grace period", async () => {
    expectProblem(/status of 4\d\d/);
    const email = `delete-${kind}@example.com`;
    const page = await visit("/");
    await signUpVerifiedAndSignIn(page, site, "Del Ete", email, "delete-pass");
    await confirmOnPrivacySettings(page, "Delete Account", "Yes, delete my account");

    await signIn(page, email, "delete-pass");
    await dialog(page).getByText("This account is pending deletion.").waitFor();
    await dialog(page).getByRole("textbox", { name: "Confirm your email address" }).fill(email);
    await dialog(page).getByRole("button", { name: "Request Account Recovery" }).click();
    await dialog(page)
      .getByText("Please check your email for instructions to recover your account.")
      .waitFor();

    const mail = await waitForMail(site, email, "Recover your Kestrel AI account");
    await page.goto(accountLinkIn(mail.text));
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Recover Account" }).click();
    await page.getByText("Invalid email or password. Please try again.").waitFor();
    await page.getByLabel("Password").fill("delete-pass");
    await page.getByRole("button", { name: "Recover Account" }).click();
    await page
      .getByText("Your account has been successfully recovered! Redirecting to home page...")
      .waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Account menu for Del Ete" }).waitFor();
  });

  it("answers an activation page opened without a token with the spec's message", async () => {
    expectProblem(/status of 4\d\d/);
    const page = await visit("/activate-account");
    await page.getByRole("textbox", { name: "Email" }).fill("someone@example.com");
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Activate Account" }).click();
    await page.getByText("Invalid activation link. Please request a new one.").waitFor();
  });
});

describe.each(databaseKinds)("data export on %s", (kind) => {
  beforeAll(async () => {
    site = await startAccountServer(kind);
  });
  afterAll(() => site.stop());

  it("emails a link whose download holds the user's data, and refuses it a second time", async () => {
    expectProblem(/status of 4\d\d/);
    const email = `exporter-${kind}@example.com`;
    const page = await visit("/");
    await signUpVerifiedAndSignIn(page, site, "Ex Porter", email, "export-pass");
    await page
      .getByRole("contentinfo")
      .getByRole("textbox", { name: "Email address" })
      .fill("exporter-news@example.com");
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("contentinfo").getByText("Thanks for subscribing!").waitFor();

    await page.goto("/privacy-settings");
    await page.getByRole("button", { name: "Request Data Export" }).click();
    await page
      .getByText(
        "Your data export has been initiated. You will receive an email when it's ready to download.",
      )
      .waitFor();

    const mail = await waitForMail(site, email, "Your Kestrel AI data export is ready");
    const link = /https?:\/\/\S+\/data-export\?token=\S+/.exec(mail.text ?? "")![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
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
    expect(exported).toHaveProperty("conversations");

    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole("button", { name: "Download my data" }).click();
    await page.getByText(/This download link has already been used or has expired/).waitFor();
  });
});
