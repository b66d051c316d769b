import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationEmailSubjects } from "#app/inquiries/consultation-emails.server.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import { accessibilityViolations } from "#tests/support/axe.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { bookableDates, businessClock, formatDate } from "#app/inquiries/booking-dates.ts";
import { expectInSightAndFocused } from "#tests/support/placement.ts";

let site: AccountServer;
const { visit } = setupBrowserSuite({ baseUrl: () => site.url });

/** Answers the first two steps as a visitor would, which opens the schedule. */
async function openSchedule(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Name", exact: true }).fill("Dorothy Vaughan");
  await main.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page
    .getByRole("combobox", { name: "What do you need? (required)" })
    .selectOption("No-Code AI");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: "Lack of internal expertise" }).check();
  await page.getByRole("radio", { name: "Data insights and analytics" }).check();
  await page.getByRole("radio", { name: "Starting fresh with AI" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  return page.getByRole("group", { name: "Choose the days that suit you" }).getByRole("button");
}

/**
 * What a clock in `timeZone` reads when New York's reads `hour`:00 on `date` (New York is four
 * or five hours behind UTC, depending on summer time).
 */
function clockIn(timeZone: string, date: string, hour: number) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const newYorkHour = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hour: "numeric",
    hourCycle: "h23",
  });
  const start = [4, 5]
    .map((offset) => new Date(Date.UTC(year, month - 1, day, hour + offset)))
    .find((instant) => newYorkHour.format(instant) === String(hour))!;
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    start,
  );
}

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
    // From the second day on: the first may be today, with some of its times passed.
    await days.nth(3).click();
    await days.nth(1).click();
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
      consultationEmailSubjects.notification({ name: "Mary Jackson" }),
    );
    expect(team.text).toContain("Biggest challenge: Integration with existing systems");
    expect(team.replyTo?.text).toBe(email);
    const confirmation = await waitForMail(site, email, consultationEmailSubjects.confirmation);
    expect(confirmation.text).toContain("09:00 AM, 02:00 PM (Eastern Time)");
    expect(confirmation.text).toContain("No times selected");
  });

  it.each(["phone", "desktop"] as const)(
    "brings the confirmation into sight and focus on a %s, clear of the header and the chat button",
    async (viewport) => {
      const page = await visit("/consultation", viewport);
      const days = await openSchedule(page, `dorothy-${viewport}-${kind}@example.com`);
      await days.nth(1).click();
      await page
        .getByRole("group", { name: /Preferred times on/ })
        .getByRole("button")
        .first()
        .click();
      await page.getByRole("button", { name: "Schedule Consultation" }).click();
      const confirmation = page.getByRole("region", {
        name: "Your consultation has been scheduled!",
      });
      await expectInSightAndFocused(page, confirmation);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );

  it("shows a visitor in Paris each time in their own time beside Eastern Time, and emails it", async () => {
    const email = `dorothy-paris-${kind}@example.com`;
    // The second day offered is never today, so all its times are open.
    const date = bookableDates(businessClock())[1]!;
    const [ten, two] = [clockIn("Europe/Paris", date, 10), clockIn("Europe/Paris", date, 14)];
    const page = await visit("/consultation", "phone", { timezoneId: "Europe/Paris" });
    const days = await openSchedule(page, email);
    await days.nth(1).click();
    await page
      .getByRole("heading", { name: `Preferred times on ${formatDate(date)} (Eastern Time)` })
      .waitFor();
    await page.getByText("Below each time: your time (Europe/Paris).").waitFor();
    const times = page.getByRole("group", { name: /Preferred times on/ }).getByRole("button");
    await times.filter({ hasText: "10:00 AM" }).click();
    await times.filter({ hasText: "02:00 PM" }).click();
    expect(await times.filter({ hasText: "10:00 AM" }).innerText()).toBe(
      `10:00 AM\n${ten} your time`,
    );
    const line = `${formatDate(date)}: 10:00 AM, 02:00 PM (Eastern Time), which is ${ten}, ${two} your time (Europe/Paris)`;
    const summary = page.getByRole("list", { name: "Your preferred dates" });
    expect(await summary.innerText()).toBe(line);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Schedule Consultation" }).click();
    const confirmation = page.getByRole("region", {
      name: "Your consultation has been scheduled!",
    });
    await expectInSightAndFocused(page, confirmation);
    expect(await confirmation.getByRole("list", { name: "Your preferred dates" }).innerText()).toBe(
      line,
    );
    const mail = await waitForMail(site, email, consultationEmailSubjects.confirmation);
    expect(mail.text).toContain(line);
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
