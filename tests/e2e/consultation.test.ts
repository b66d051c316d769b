import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "#tests/support/account-flows.ts";
import { accessibilityViolations } from "#tests/support/axe.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

let site: AccountServer;
const { visit } = setupBrowserSuite({ baseUrl: () => site.url });

describe.each(databaseKinds)("consultation wizard on %s", (kind) => {
  beforeAll(async () => {
    site = await startAccountServer(kind, { OPERATOR_EMAIL: "team@kestrel-ai.com" });
  });
  afterAll(() => site.stop());

  it("goes through the three steps, applies the date and time rules, confirms, and emails both sides", async () => {
    const email = `mary-${kind}@example.com`;
    const page = await visit("/consultation");
    const next = page.getByRole("button", { name: "Next" });
    expect(
      await page.getByRole("listitem").filter({ hasText: "Details" }).getAttribute("aria-current"),
    ).toBe("step");
    expect(await next.isDisabled()).toBe(true);

    await page
      .getByRole("main")
      .getByRole("textbox", { name: "Name", exact: true })
      .fill("Mary Jackson");
    await page.getByRole("main").getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("combobox", { name: "Industry (optional)" }).selectOption("Technology");
    await page
      .getByRole("combobox", { name: "What do you need? (required)" })
      .selectOption("AI Automation");
    await next.click();

    expect(await next.isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("radio", { name: "Integration with existing systems" }).check();
    await page.getByRole("radio", { name: "Customer engagement and support" }).check();
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole("radio", { name: "Using basic AI tools" }).check();
    await next.click();

    const days = page
      .getByRole("group", { name: "Choose the days that suit you" })
      .getByRole("button");
    expect(await days.count()).toBe(14);
    await days.nth(2).click();
    await days.nth(0).click();
    const times = page.getByRole("group", { name: /Preferred times on/ }).getByRole("button");
    await times.filter({ hasText: "02:00 PM" }).click();
    await times.filter({ hasText: "09:00 AM" }).click();
    await days.nth(4).click();
    await days.nth(4).click();
    expect(await page.getByRole("group", { name: /Preferred times on/ }).count()).toBe(0);
    const summary = await page
      .getByRole("list", { name: "Your preferred dates" })
      .getByRole("listitem")
      .allTextContents();
    expect(summary).toHaveLength(2);
    expect(summary[0]).toMatch(/: 09:00 AM, 02:00 PM \(Eastern Time\)$/);
    expect(summary[1]).toMatch(/: No times selected$/);

    await page
      .getByRole("textbox", { name: "Scheduling preferences (optional)" })
      .fill("Mornings are best.");
    await page.getByRole("button", { name: "Schedule Consultation" }).click();
    await page.getByRole("heading", { name: "Your consultation has been scheduled!" }).waitFor();
    expect(await page.getByRole("main").textContent()).toContain("Mornings are best.");

    const team = await waitForMail(
      site,
      "team@kestrel-ai.com",
      "New consultation request from Mary Jackson",
    );
    expect(team.text).toContain("Biggest challenge: Integration with existing systems");
    expect(team.replyTo?.text).toBe(email);
    const confirmation = await waitForMail(site, email, "Your Kestrel AI consultation request");
    expect(confirmation.text).toContain("09:00 AM, 02:00 PM (Eastern Time)");
    expect(confirmation.text).toContain("No times selected");
  });

  it("refuses dates outside the next 14 weekdays and unknown options on the server", async () => {
    const payload = {
      name: "Probe",
      email: "probe@example.com",
      aiNeeds: "AI Automation",
      aiAdoptionChallenge: "Other",
      aiUsageType: "Multiple areas",
      aiExperience: "Experienced with AI",
      selectedDates: [{ date: "2001-01-01", times: ["09:00 AM"] }],
    };
    const post = (body: unknown) =>
      fetch(`${site.url}/consultation`, {
        method: "POST",
        headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ consultation: JSON.stringify(body) }),
      });
    const outside = await post(payload);
    expect(outside.status).toBe(400);
    expect(await outside.text()).toContain("Please choose dates among the next 14 weekdays.");
    const badSlot = await post({ ...payload, selectedDates: [], aiNeeds: "Mind reading" });
    expect(badSlot.status).toBe(400);
    expect((await post("not json at all")).status).toBe(400);
  });
});
