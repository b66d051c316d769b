import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactEmailSubjects } from "#app/inquiries/contact-emails.server.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import { accessibilityViolations } from "#tests/support/axe.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { expectInSightAndFocused } from "#tests/support/placement.ts";

let site: AccountServer;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

/**
 * Fills the form and sends it the way a visitor on a small screen does: scrolled down until
 * the button sits at the bottom edge, where the answer then appears.
 */
async function sendMessage(page: Page, email: string) {
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByRole("textbox", { name: "Name" }).fill("Mary Jackson");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Company" }).fill("Wind Tunnel Co.");
  await form.getByRole("textbox", { name: "Message" }).fill("Could an agent sort our inbox?");
  const send = form.getByRole("button", { name: "Send Message" });
  await send.evaluate((button) => {
    window.scrollBy({
      top: button.getBoundingClientRect().bottom - window.innerHeight + 2,
      behavior: "instant",
    });
  });
  await send.click();
  return form.getByRole("status").filter({ hasText: "Thank you! Your message has been sent." });
}

describe.each(databaseKinds)("contact page on %s", (kind) => {
  beforeAll(async () => {
    site = await startAccountServer(kind, { OPERATOR_EMAIL: "team@kestrel-ai.com" });
  });
  afterAll(() => site.stop());

  it("sends a message: cleared form, the team's copy with Reply-To, and an acknowledgement", async () => {
    const page = await visit("/contact");
    const form = page.getByRole("region", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Name" }).fill("Katherine Johnson");
    await form.getByRole("textbox", { name: "Email" }).fill(`katherine-${kind}@example.com`);
    await form.getByRole("textbox", { name: "Company" }).fill("Orbital Mechanics Inc.");
    await form
      .getByRole("textbox", { name: "Message" })
      .fill("We would like an AI agent for our support desk.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Thank you! Your message has been sent.", { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Name" }).inputValue()).toBe("");

    const team = await waitForMail(
      site,
      "team@kestrel-ai.com",
      contactEmailSubjects.notification({
        name: "Katherine Johnson",
        company: "Orbital Mechanics Inc.",
      }),
    );
    expect(team.replyTo?.text).toBe(`katherine-${kind}@example.com`);
    expect(team.text).toContain("We would like an AI agent for our support desk.");
    await waitForMail(site, `katherine-${kind}@example.com`, contactEmailSubjects.acknowledgement);
  });

  it.each(["phone", "desktop"] as const)(
    "brings the thank-you into sight and focus on a %s, clear of the header and the chat button",
    async (viewport) => {
      const page = await visit("/contact", viewport);
      const thanks = await sendMessage(page, `mary-${viewport}-${kind}@example.com`);
      await expectInSightAndFocused(page, thanks);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );

  it.each(["phone", "desktop"] as const)(
    "without JavaScript, opens the answer page on a %s with the thank-you in sight and focused",
    async (viewport) => {
      const page = await visit("/contact", viewport, { javaScriptEnabled: false });
      const thanks = await sendMessage(page, `mary-plain-${viewport}-${kind}@example.com`);
      await expectInSightAndFocused(page, thanks);
    },
  );

  it("keeps what was typed and names each missing field", async () => {
    expectProblem(/status of 400/);
    const page = await visit("/contact");
    const form = page.getByRole("region", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Name" }).fill("Half Done");
    await form.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Please enter a valid email address.").waitFor();
    await form.getByText("Please enter your company.").waitFor();
    expect(await form.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Half Done");
    expect(await form.getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("shows the contact card, a map that loads nothing until asked, and the FAQ", async () => {
    const page = await visit("/contact");
    const card = await page.getByRole("region", { name: "Contact information" }).textContent();
    expect(card).toContain("Boston");
    expect(card).toContain("Monday to Friday, 9:00 AM to 6:00 PM Eastern Time");
    expect(await page.getByRole("link", { name: /Open in maps/ }).getAttribute("href")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\//,
    );
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    expect(await faq.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "About Our Approach",
      "Solutions & Applications",
      "Partnership & Process",
    ]);
    expect(await faq.locator("details").count()).toBe(10);
    const first = faq.locator("details").first();
    await first.locator("summary").click();
    expect(await first.getAttribute("open")).toBe("");
  });
});
