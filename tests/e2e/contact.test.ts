import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "#tests/support/account-flows.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

let site: AccountServer;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

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
      "New contact message from Katherine Johnson (Orbital Mechanics Inc.)",
    );
    expect(team.replyTo?.text).toBe(`katherine-${kind}@example.com`);
    expect(team.text).toContain("We would like an AI agent for our support desk.");
    await waitForMail(
      site,
      `katherine-${kind}@example.com`,
      "We received your message - Kestrel AI",
    );
  });

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
