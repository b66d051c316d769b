import type { Page } from "playwright-core";
import { authMessages } from "#app/auth/auth-messages.ts";
import type { AccountServer } from "./account-server.ts";
import { waitForHydration } from "./browser.ts";

/** Browser steps a visitor takes with the account screens. */
export const dialogOf = (page: Page) => page.getByRole("dialog");

export async function openSignIn(page: Page) {
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await dialogOf(page).getByRole("heading", { name: "Welcome Back" }).waitFor();
}

export async function signIn(page: Page, email: string, password: string) {
  await openSignIn(page);
  await dialogOf(page).getByRole("textbox", { name: "Email" }).fill(email);
  await dialogOf(page).getByLabel("Password").fill(password);
  await dialogOf(page).getByRole("button", { name: "Sign In" }).click();
}

export async function signUp(page: Page, name: string, email: string, password: string) {
  await openSignIn(page);
  await dialogOf(page).getByRole("link", { name: "Create Account" }).click();
  await dialogOf(page).getByRole("heading", { name: "Create Account" }).waitFor();
  await dialogOf(page).getByRole("textbox", { name: "Name" }).fill(name);
  await dialogOf(page).getByRole("textbox", { name: "Email" }).fill(email);
  await dialogOf(page).getByLabel("Password").fill(password);
  await dialogOf(page).getByRole("button", { name: "Create Account" }).click();
  await dialogOf(page).getByText(authMessages.signUpSuccess).waitFor();
}

export function waitForMail(site: AccountServer, email: string, subject: string) {
  return site.smtp.waitForMessage(
    (mail) =>
      mail.subject === subject && (mail.to && "text" in mail.to ? mail.to.text : "") === email,
  );
}
