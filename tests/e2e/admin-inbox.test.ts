import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultReplySubject } from "#app/admin/inbox/inquiry-reply-email.server.ts";
import { bookableDates, businessClock, formatDate } from "#app/inquiries/booking-dates.ts";
import { consultationEmailSubjects } from "#app/inquiries/consultation-emails.server.ts";
import { contactEmailSubjects } from "#app/inquiries/contact-emails.server.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import { databaseKinds } from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { viewports } from "#tests/support/browser.ts";
import {
  expectAccessible,
  expectOnFirstPhoneScreen,
  openConsole,
  openConsoleSection,
} from "#tests/support/console-flows.ts";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";
import { siteVisitor } from "#tests/support/http-visitor.ts";

const TEAM = "team@kestrel-ai.com";

let site: ConsoleServer;
const { visit } = setupBrowserSuite({ baseUrl: () => site.url });

/** The team member, signed in, in the console's inbox, reached from the avatar menu. */
async function openInbox(): Promise<Page> {
  const team = await visit("/");
  await openConsole(team, site);
  await openConsoleSection(team, "Inbox");
  return team;
}

const inboxItems = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.locator("time") });

const mailTo = (address: string, subject: RegExp) =>
  site.smtp.waitForMessage(
    (mail) =>
      subject.test(mail.subject ?? "") &&
      (mail.to && "text" in mail.to ? mail.to.text : "") === address,
  );

/** The calendar part of an email, parsed: its method and its one event. */
function invitationIn(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) =>
    attachment.contentType.startsWith("text/calendar"),
  );
  expect(part, "the email has a text/calendar part").toBeDefined();
  const content = part!.content.toString("utf8");
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const start = vevent.getFirstProperty("dtstart")!;
  return {
    content,
    method: calendar.getFirstPropertyValue("method"),
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: vevent.getFirstPropertyValue("sequence"),
    status: vevent.getFirstPropertyValue("status"),
    organizer: vevent.getFirstPropertyValue("organizer"),
    attendees: vevent
      .getAllProperties("attendee")
      .map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
    startZone: start.getParameter("tzid"),
    startWallTime: (start.getFirstValue() as ICAL.Time).toString(),
    hasTimeZone: calendar.getAllSubcomponents("vtimezone").length === 1,
  };
}

describe.each(databaseKinds)("the inbox in the console on %s", (kind) => {
  beforeAll(async () => {
    site = await startConsoleServer(kind, { OPERATOR_EMAIL: TEAM });
  }, 120_000);
  afterAll(() => site?.stop());

  it(
    "works a contact message: read, in progress, reply, note; restores spam; downloads a CSV",
    { timeout: 180_000 },
    async () => {
      const visitorEmail = `katherine-${kind}@example.com`;
      const visitor = await visit("/contact");
      const contactForm = visitor.getByRole("region", { name: "Send us a message" });
      await contactForm.getByRole("textbox", { name: "Name" }).fill("Katherine Johnson");
      await contactForm.getByRole("textbox", { name: "Email" }).fill(visitorEmail);
      await contactForm.getByRole("textbox", { name: "Company" }).fill("Orbital Mechanics Inc.");
      await contactForm
        .getByRole("textbox", { name: "Message" })
        .fill("We would like an AI agent for our support desk.\nSecond line.");
      await contactForm.getByRole("button", { name: "Send Message" }).click();
      await contactForm
        .getByText("Thank you! Your message has been sent.", { exact: false })
        .waitFor();

      // A robot fills in the hidden field: the message is kept as spam and nobody is told.
      const robot = await siteVisitor(site).post("/contact", {
        name: "Robo Seller",
        email: `robo-${kind}@example.com`,
        company: "Cheap Pills",
        message: "Best prices",
        website: "https://spam.example",
      });
      expect(robot.status).toBe(200);

      const team = await openInbox();
      const katherine = inboxItems(team).filter({ hasText: "Katherine Johnson" });
      await expect.poll(() => katherine.count()).toBe(1);
      const row = await katherine.innerText();
      expect(row).toMatch(/^Contact message/i);
      expect(row).toContain("Unread");
      expect(row).toContain("Orbital Mechanics Inc.");
      expect(row).toContain("We would like an AI agent for our support desk.");
      expect(row).not.toContain("Second line.");
      expect(await inboxItems(team).filter({ hasText: "Robo Seller" }).count()).toBe(0);
      expect(await team.getByRole("link", { name: /^Spam/ }).innerText()).toMatch(/Spam\s*1/);
      await expectAccessible(team);
      await expectOnFirstPhoneScreen(team, inboxItems(team).first());
      await team.setViewportSize(viewports.desktop);

      await team.getByRole("link", { name: /Katherine Johnson/ }).click();
      await team.getByRole("heading", { level: 1, name: "Katherine Johnson" }).waitFor();
      await expectOnFirstPhoneScreen(team, team.getByRole("button", { name: "Save status" }));
      await team.setViewportSize(viewports.desktop);
      // Addresses that name no item are the ordinary 404, never an error.
      const contactId = new URL(team.url()).pathname.split("/").pop()!;
      for (const path of [
        "/admin/inbox/contact/not-a-uuid",
        "/admin/inbox/contact/1%27%20or%201=1",
        `/admin/inbox/visitor/${contactId}`,
        `/admin/inbox/consultation/${contactId}`,
        `/admin/inbox/contact/${randomUUID()}`,
      ]) {
        expect((await team.request.get(path)).status(), path).toBe(404);
        const post = await team.request.post(path, {
          headers: { origin: site.url },
          form: { intent: "note", body: "Lost" },
        });
        expect(post.status(), `POST ${path}`).toBe(404);
      }
      const emails = team.getByRole("region", { name: "Emails about it" });
      await expect.poll(() => emails.innerText()).toContain(contactEmailSubjects.acknowledgement);
      await expectAccessible(team);

      await team.getByLabel("Set status").selectOption("in_progress");
      await team.getByRole("button", { name: "Save status" }).click();
      await team.getByRole("status").filter({ hasText: "Status set to In progress." }).waitFor();

      const reply = team.getByRole("region", { name: "Reply by email" });
      expect(await reply.getByRole("textbox", { name: "Subject" }).inputValue()).toBe(
        defaultReplySubject("contact"),
      );
      await reply
        .getByRole("textbox", { name: "Message" })
        .fill("Hello Katherine,\n\nThank you: we can help.\nBest,\nThe team");
      await reply.getByRole("button", { name: "Send reply" }).click();
      await reply
        .getByRole("status")
        .filter({ hasText: `Reply sent to ${visitorEmail}.` })
        .waitFor();
      expect(await reply.getByRole("textbox", { name: "Message" }).inputValue()).toBe("");
      const answer = await waitForMail(site, visitorEmail, defaultReplySubject("contact"));
      expect(answer.replyTo?.text).toBe(TEAM);
      expect(answer.text).toContain("Thank you: we can help.\nBest,\nThe team");
      await expect
        .poll(() => emails.innerText())
        .toMatch(/Re: Your message to Kestrel AI\s+To katherine-\w+@example\.com · /);

      const note = team.getByRole("region", { name: "Add an internal note" });
      await note.getByRole("textbox", { name: "Note" }).fill("Call them on Monday.");
      await note.getByRole("button", { name: "Add note" }).click();
      await note.getByRole("status").filter({ hasText: "Note added." }).waitFor();
      expect(await note.getByRole("textbox", { name: "Note" }).inputValue()).toBe("");
      const history = team.getByRole("region", { name: "Notes and replies" });
      await expect.poll(() => history.innerText()).toContain("Call them on Monday.");
      expect(await history.innerText()).toContain("Thank you: we can help.");
      await expectAccessible(team);

      // Back in the list: read now, in progress. The spam filter holds the robot's message.
      await team.getByRole("link", { name: "← Inbox" }).click();
      await team.getByRole("heading", { level: 1, name: "Inbox" }).waitFor();
      const readRow = await inboxItems(team).filter({ hasText: "Katherine Johnson" }).innerText();
      expect(readRow).not.toContain("Unread");
      expect(readRow).toContain("In progress");
      await team.getByRole("link", { name: /^Spam/ }).click();
      await team.waitForURL((url) => url.searchParams.get("status") === "spam");
      await team.getByRole("link", { name: /Robo Seller/ }).click();
      await team.getByRole("button", { name: "Restore from spam" }).click();
      await team.getByRole("status").filter({ hasText: "Restored from spam." }).waitFor();
      const notification = await waitForMail(
        site,
        TEAM,
        contactEmailSubjects.notification({ name: "Robo Seller", company: "Cheap Pills" }),
      );
      expect(notification.replyTo?.text).toBe(`robo-${kind}@example.com`);

      // The CSV of a search: every matching row, formula-safe, with a byte order mark.
      await team.goto("/admin/inbox");
      await team.getByRole("searchbox", { name: "Search" }).fill("example.com");
      await team.getByRole("button", { name: "Apply" }).click();
      await team.waitForURL((url) => url.searchParams.get("q") === "example.com");
      await expect.poll(() => inboxItems(team).count()).toBe(2);
      const [download] = await Promise.all([
        team.waitForEvent("download"),
        team.getByRole("link", { name: "Download CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^inbox-search-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, "utf8");
      expect(csv.startsWith("\uFEFFtype,id,received_at,status")).toBe(true);
      const rows = csv.split("\r\n").filter((line) => line.startsWith("Contact message,"));
      expect(rows).toHaveLength(2);
      expect(rows[0]).toContain("Robo Seller");
      expect(rows[0]).toContain(",New,");
      expect(rows[1]).toContain("Katherine Johnson");
      expect(rows[1]).toContain(",In progress,");
      // Times as the console shows them: New York's, with the offset that makes them exact.
      expect(rows[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00,/);
      // The whole message, quoted, line break included.
      expect(csv).toMatch(/"We would like an AI agent for our support desk\.\r?\nSecond line\."/);
    },
  );

  it(
    "confirms a consultation with an invitation, moves it and cancels it",
    { timeout: 180_000 },
    async () => {
      const visitorEmail = `grace-${kind}@example.com`;
      const [, , preferred, , other] = bookableDates(businessClock());
      const posted = await siteVisitor(site).post("/consultation", {
        consultation: JSON.stringify({
          name: "Grace Hopper",
          email: visitorEmail,
          company: "Compilers Ltd",
          industry: "Technology",
          aiNeeds: "AI Automation",
          message: "",
          aiAdoptionChallenge: "Cost and ROI concerns",
          aiUsageType: "Multiple areas",
          aiExperience: "Using basic AI tools",
          selectedDates: [{ date: preferred, times: ["10:00 AM", "02:00 PM"] }],
          lastSelectedDate: preferred,
          schedulingPreferences: "Afternoons suit us best.",
        }),
        website: "",
      });
      expect(posted.status).toBe(200);
      const acknowledgement = await waitForMail(
        site,
        visitorEmail,
        consultationEmailSubjects.confirmation,
      );
      expect(acknowledgement.text).toMatch(/are preferences until our team confirms one/);

      const team = await openInbox();
      await team.getByLabel("Type").selectOption("consultation");
      await team.getByRole("button", { name: "Apply" }).click();
      await team.waitForURL((url) => url.searchParams.get("type") === "consultation");
      const row = inboxItems(team).filter({ hasText: "Grace Hopper" });
      expect(await row.innerText()).toContain("Waiting for confirmation");
      expect(await row.innerText()).toContain("AI Automation · Technology");
      // The filter's download has a name of its own, and each answer a column of its own.
      const download = await team.request.get("/admin/inbox/export?type=consultation");
      expect(download.headers()["content-disposition"]).toMatch(
        /filename="inbox-consultation-requests-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const [header, firstRow] = (await download.text()).split("\r\n");
      const columns = header!.replace("\uFEFF", "").split(",");
      const cells = firstRow!.split(",");
      const cellOf = (column: string) => cells[columns.indexOf(column)];
      expect(cellOf("industry")).toBe("Technology");
      expect(cellOf("ai_needs")).toBe("AI Automation");
      expect(cellOf("ai_experience")).toBe("Using basic AI tools");
      expect(firstRow).toContain(`"${preferred} 10:00 AM, 02:00 PM",Afternoons suit us best.`);
      await row.getByRole("link", { name: /Grace Hopper/ }).click();
      await team.getByRole("heading", { level: 1, name: "Grace Hopper" }).waitFor();
      const details = await team.getByRole("region", { name: "What was sent" }).innerText();
      for (const answer of [
        "Cost and ROI concerns",
        "Multiple areas",
        "Using basic AI tools",
        `${formatDate(preferred!)}: 10:00 AM, 02:00 PM`,
        "Afternoons suit us best.",
      ]) {
        expect(details).toContain(answer);
      }
      await expectAccessible(team);

      // Confirm the visitor's second choice for 45 minutes.
      const meeting = team.getByRole("region", { name: "Meeting" });
      await meeting.getByRole("radio", { name: `${formatDate(preferred!)} at 02:00 PM` }).check();
      await meeting.getByRole("spinbutton", { name: "Length in minutes" }).fill("45");
      await meeting
        .getByRole("textbox", { name: "Meeting link or place" })
        .fill("https://meet.example.com/kestrel-grace");
      await meeting.getByRole("button", { name: "Confirm and send the invitation" }).click();
      await meeting.getByRole("status").filter({ hasText: "Meeting confirmed." }).waitFor();
      await team
        .getByText(/^Confirmed: .+, 2:00 PM E[SD]T · 45 min$/)
        .first()
        .waitFor();

      const confirmation = await mailTo(visitorEmail, /^Your Kestrel AI consultation is confirmed/);
      // The member who confirmed hosts it and is written to; the team's address organises it,
      // so the visitor's Accept or Decline lands in the team's inbox.
      const host = site.member.email.toLowerCase();
      expect(confirmation.replyTo?.text).toBe(host);
      const invitation = invitationIn(confirmation);
      expect(invitation.method).toBe("REQUEST");
      expect(invitation.hasTimeZone).toBe(true);
      expect(invitation.startZone).toBe("America/New_York");
      expect(invitation.startWallTime).toBe(`${preferred}T14:00:00`);
      expect(invitation.sequence).toBe(0);
      expect(invitation.organizer).toBe(`mailto:${TEAM}`);
      expect(invitation.attendees).toEqual([`mailto:${host}`, `mailto:${visitorEmail}`]);
      const hostCopy = invitationIn(
        await mailTo(host, /^Consultation with Grace Hopper confirmed/),
      );
      expect(hostCopy.uid).toBe(invitation.uid);
      expect(hostCopy.method).toBe("REQUEST");
      await expectAccessible(team);

      // Move it to another day and time, behind a second step: same event, next version.
      await meeting.getByText("Move meeting…").click();
      await meeting.getByRole("radio", { name: "Another time" }).check();
      await meeting.getByLabel("Date").fill(other!);
      await meeting.getByLabel("Time (New York)").fill("11:30");
      await meeting.getByRole("textbox", { name: "Reason" }).first().fill("Our host has a clash.");
      await meeting.getByRole("button", { name: "Move meeting and send the update" }).click();
      await meeting.getByRole("status").filter({ hasText: "Meeting moved." }).waitFor();
      const updateMail = await mailTo(visitorEmail, /^New time for your Kestrel AI/);
      expect(updateMail.text).toContain("Why: Our host has a clash.");
      const update = invitationIn(updateMail);
      expect(update.method).toBe("REQUEST");
      expect(update.uid).toBe(invitation.uid);
      expect(update.sequence).toBe(1);
      expect(update.startWallTime).toBe(`${other}T11:30:00`);

      // Call it off: nothing goes until the second button is pressed; the reason is optional.
      await meeting.getByText("Cancel meeting…").click();
      await meeting
        .getByRole("textbox", { name: "Reason" })
        .last()
        .fill("Our host is ill; we will write.");
      await meeting.getByRole("button", { name: "Cancel meeting and tell the visitor" }).click();
      await meeting.getByRole("status").filter({ hasText: "Meeting cancelled." }).waitFor();
      const cancellationMail = await mailTo(visitorEmail, /is cancelled$/);
      expect(cancellationMail.text).toContain("Why: Our host is ill; we will write.");
      const cancellation = invitationIn(cancellationMail);
      expect(cancellation.method).toBe("CANCEL");
      expect(cancellation.uid).toBe(invitation.uid);
      expect(cancellation.sequence).toBe(2);
      expect(cancellation.status).toBe("CANCELLED");

      const audit = await (await team.request.get("/admin/audit")).text();
      for (const sentence of [
        "confirmed a meeting for",
        "rescheduled the meeting of",
        "cancelled the meeting of",
      ]) {
        expect(audit).toContain(sentence);
      }
    },
  );
});
