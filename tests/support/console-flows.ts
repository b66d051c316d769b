import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { signIn } from "./account-flows.ts";
import { accessibilityViolations } from "./axe.ts";
import { viewports } from "./browser.ts";
import type { ConsoleServer } from "./console-server.ts";

/** Browser steps a team member takes in the console. */

/** Signs the site's team member in and opens the console from the avatar menu: the overview. */
export async function openConsole(page: Page, site: ConsoleServer) {
  await signIn(page, site.member.email, site.member.password);
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("link", { name: "Admin" }).click();
  await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
}

/** Follows the console's own navigation to `section`, whose page is headed by the same name. */
export async function openConsoleSection(page: Page, section: string) {
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: section })
    .click();
  await page.getByRole("heading", { level: 1, name: section }).waitFor();
}

/** The conversations listed under "All conversations", each known by its time. */
export const listedConversations = (page: Page) =>
  page
    .getByRole("region", { name: "All conversations" })
    .getByRole("listitem")
    .filter({ has: page.locator("time") });

/** `element` is whole within the first screen of a phone, the page scrolled to its top. */
export async function expectOnFirstPhoneScreen(page: Page, element: Locator) {
  await page.setViewportSize(viewports.phone);
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await element.boundingBox();
  expect(box, "the element is shown").not.toBeNull();
  expect(box!.y + box!.height, page.url()).toBeLessThanOrEqual(viewports.phone.height);
}

/** axe finds nothing on the page as a phone shows it and as a desktop does. */
export async function expectAccessible(page: Page) {
  for (const size of ["phone", "desktop"] as const) {
    await page.setViewportSize(viewports[size]);
    expect(await accessibilityViolations(page), `${page.url()} at ${size} width`).toEqual([]);
  }
}
