import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableDates, businessClock, formatDate } from "#app/inquiries/booking-dates.ts";
import { newsletterWelcomeSubject } from "#app/newsletter/newsletter-emails.server.ts";
import { databaseKinds } from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { expectAccessible, openConsole } from "#tests/support/console-flows.ts";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";
import { siteVisitor } from "#tests/support/http-visitor.ts";

const TEAM = "team@kestrel-ai.com";

let site: ConsoleServer;
const { visit } = setupBrowserSuite({ baseUrl: () => site.url });

describe.each(databaseKinds)("development mailbox on %s", (kind) => {
  beforeAll(async () => {
    site = await startConsoleServer(kind, { OPERATOR_EMAIL: TEAM });
    // The team member exists (signed up over SMTP); from here on, mail stays in the mailbox.
    await site.restart({ SMTP_URL: "" });
  }, 180_000);
  afterAll(() => site?.stop());

  it(
    "shows a meeting invitation's headers and its calendar file, and a newsletter's unsubscribe headers",
    { timeout: 180_000 },
    async () => {
      const visitorEmail = `ada-${kind}@example.com`;
      const [, , preferred] = bookableDates(businessClock());
      const posted = await siteVisitor(site).post("/consultation", {
        consultation: JSON.stringify({
          name: "Ada Lovelace",
          email: visitorEmail,
          aiNeeds: "AI Automation",
          aiAdoptionChallenge: "Other",
          aiUsageType: "Multiple areas",
          aiExperience: "Using basic AI tools",
          selectedDates: [{ date: preferred, times: ["10:00 AM"] }],
          lastSelectedDate: preferred,
        }),
        website: "",
      });
      expect(posted.status).toBe(200);
      const reader = `reader-${kind}@example.com`;
      expect((await siteVisitor(site).post("/newsletter", { email: reader })).status).toBe(200);

      const team = await visit("/");
      await openConsole(team, site);
      await team.goto("/admin/inbox?type=consultation");
      await team.getByRole("link", { name: /Ada Lovelace/ }).click();
      const meeting = team.getByRole("region", { name: "Meeting" });
      await meeting.getByRole("radio", { name: `${formatDate(preferred!)} at 10:00 AM` }).check();
      await meeting
        .getByRole("textbox", { name: "Meeting link or place" })
        .fill("https://meet.example.com/ada");
      await meeting.getByRole("button", { name: "Confirm and send the invitation" }).click();
      await meeting.getByRole("status").filter({ hasText: "Meeting confirmed." }).waitFor();

      await team.goto("/dev/mailbox");
      const invitation = team.getByRole("article", {
        name: /^Your Kestrel AI consultation is confirmed/,
      });
      const headers = invitation.getByRole("definition");
      expect(await headers.allInnerTexts()).toEqual([
        "Kestrel AI <no-reply@kestrel-ai.com>",
        visitorEmail,
        // The member who confirmed hosts the meeting: the visitor's reply reaches them.
        site.member.email,
        expect.stringMatching(/^Your Kestrel AI consultation is confirmed: /),
      ]);
      expect(await invitation.getByRole("term").allInnerTexts()).toEqual([
        "From:",
        "To:",
        "Reply-To:",
        "Subject:",
      ]);

      await invitation
        .getByText("Attachment invite.ics (text/calendar; charset=utf-8; method=REQUEST)")
        .click();
      const shown = await invitation.locator("pre").last().innerText();
      expect(shown).toMatch(/^BEGIN:VCALENDAR/);
      expect(shown).toContain("METHOD:REQUEST");
      expect(shown).toContain(`ATTENDEE;`);
      const [download] = await Promise.all([
        team.waitForEvent("download"),
        invitation.getByRole("link", { name: "Download invite.ics" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("invite.ics");
      const lines = (text: string) => text.replace(/\r\n/g, "\n").trim();
      expect(lines(await readFile((await download.path())!, "utf8"))).toBe(lines(shown));

      const welcome = team
        .getByRole("article", { name: newsletterWelcomeSubject })
        .filter({ hasText: reader });
      const welcomeHeaders = await welcome.locator("dl").innerText();
      expect(welcomeHeaders).toMatch(
        /List-Unsubscribe:\s*<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\//,
      );
      expect(welcomeHeaders).toMatch(/List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/);
      expect(await welcome.getByText(/^Attachment /).count()).toBe(0);
      await expectAccessible(team);
    },
  );

  it("serves a file only for an email that has it, and nothing for an id that names none", async () => {
    for (const path of [
      "/dev/mailbox/not-a-uuid/invite.ics",
      "/dev/mailbox/00000000-0000-4000-8000-000000000000/invite.ics",
    ]) {
      expect((await fetch(`${site.url}${path}`)).status).toBe(404);
    }
  });
});
