import ICAL from "ical.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  consultations,
  contacts,
  emailOutbox,
  inquiryNotes,
} from "#app/db/schema.server.ts";
import { createInquiryInboxes } from "#app/inquiries/inquiry-inboxes.server.ts";
import { createTestAccounts } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { runInquiryAction } from "./inquiry-actions.server.ts";
import { inquiryAddress, inquiryHistory } from "./inquiry-record.server.ts";
import { runMeetingAction } from "../meetings/meeting-actions.server.ts";
import { MAX_CANCEL_REASON_LENGTH } from "../meetings/meeting-limits.ts";

const TEAM = "team@kestrel-ai.com";
const actor = { userId: "member-1", email: "member@kestrel-ai.com", name: "Member" };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const consultationInput = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Compilers Ltd",
  industry: "Technology" as const,
  aiNeeds: "AI Automation" as const,
  message: "",
  aiAdoptionChallenge: "Cost and ROI concerns" as const,
  aiUsageType: "Multiple areas" as const,
  aiExperience: "Using basic AI tools" as const,
  selectedDates: [{ date: "2026-12-01", times: ["10:00 AM" as const] }],
  lastSelectedDate: "2026-12-01",
  schedulingPreferences: "",
};

describe.each(testDrivers)("inbox actions on %s", (driver) => {
  let site: Awaited<ReturnType<typeof createTestAccounts>>;
  let inboxes: ReturnType<typeof createInquiryInboxes>;
  const services = () => ({ db: site.db, mailer: site.mailer, actor, operatorEmail: TEAM });
  beforeAll(async () => {
    site = await createTestAccounts(driver);
    inboxes = createInquiryInboxes({
      db: site.db,
      mailer: site.mailer,
      accounts: site.accounts,
      operatorEmail: TEAM,
    });
  });
  beforeEach(async () => {
    await site.db.delete(emailOutbox);
    await site.db.delete(auditLog);
    await site.db.delete(contacts);
    await site.db.delete(consultations);
  });
  afterAll(() => site.dispose());

  const submitContact = async (spam: boolean) => {
    await inboxes.contact.submit({
      input: { name: "Ada", email: "ada@example.com", company: "Engines", message: "Hello" },
      userId: null,
      spam,
      attempter: null,
    });
    const [row] = await site.db.select().from(contacts);
    return row!;
  };

  it("links a new submission's emails to it", async () => {
    const contact = await submitContact(false);
    const { emails } = await inquiryHistory(site.db, "contact", contact.id);
    expect(emails.map((email) => email.recipient).sort()).toEqual(["ada@example.com", TEAM]);
  });

  it("changes the status with an audit entry, and refuses to move spam without a restore", async () => {
    const contact = await submitContact(false);
    const target = { kind: "contact" as const, id: contact.id };
    const done = await runInquiryAction(services(), target, "status", form({ status: "done" }));
    expect(done).toMatchObject({ status: "success" });
    const [audit] = await site.db.select().from(auditLog);
    expect(audit).toMatchObject({
      action: "inquiry.status",
      targetType: "contact",
      targetId: contact.id,
      detail: { from: "new", to: "done" },
    });
    expect(
      await runInquiryAction(services(), target, "status", form({ status: "archived" })),
    ).toMatchObject({ status: "error", fieldErrors: { status: expect.any(String) } });

    await runInquiryAction(services(), target, "status", form({ status: "spam" }));
    expect(
      await runInquiryAction(services(), target, "status", form({ status: "new" })),
    ).toMatchObject({ status: "error", message: expect.stringMatching(/Restore/) });
  });

  it("restores spam and queues the team notification the form would have sent", async () => {
    const contact = await submitContact(true);
    expect(await site.db.select().from(emailOutbox)).toHaveLength(0);
    const result = await runInquiryAction(
      services(),
      { kind: "contact", id: contact.id },
      "restore",
      form({}),
    );
    expect(result.status).toBe("success");
    const [mail] = await site.db.select().from(emailOutbox);
    expect(mail).toMatchObject({
      recipient: TEAM,
      replyTo: "ada@example.com",
      subject: "New contact message from Ada (Engines)",
      contactId: contact.id,
    });
    const [restored] = await site.db.select().from(contacts);
    expect(restored?.status).toBe("new");
  });

  it("adds notes and sends replies from the site with the team as Reply-To", async () => {
    const contact = await submitContact(false);
    const target = { kind: "contact" as const, id: contact.id };
    expect(await runInquiryAction(services(), target, "note", form({ body: "  " }))).toMatchObject({
      status: "error",
      fieldErrors: { body: "Please write the note." },
    });
    expect(
      await runInquiryAction(services(), target, "note", form({ body: "x".repeat(5001) })),
    ).toMatchObject({ status: "error" });
    await runInquiryAction(services(), target, "note", form({ body: "Call on Monday" }));

    const reply = await runInquiryAction(
      services(),
      target,
      "reply",
      form({ subject: "Re: Your message", body: "Hello Ada,\n\nYes, we can." }),
    );
    expect(reply).toMatchObject({ status: "success" });
    const [sent] = await site.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.subject, "Re: Your message")));
    expect(sent).toMatchObject({
      recipient: "ada@example.com",
      replyTo: TEAM,
      contactId: contact.id,
    });
    expect(sent?.text).toContain("Hello Ada,\n\nYes, we can.");
    const notes = await site.db.select().from(inquiryNotes);
    expect(notes.map((note) => note.kind).sort()).toEqual(["note", "reply"]);
    const [row] = await site.db.select().from(contacts);
    expect(row?.status).toBe("in_progress");
  });

  it("confirms, moves and cancels a meeting: one UID, a rising SEQUENCE, the host's copy, a reason", async () => {
    await inboxes.consultation.submit({
      input: consultationInput,
      userId: null,
      spam: false,
      attempter: null,
    });
    const [request] = await site.db.select().from(consultations);
    const meetingServices = {
      ...services(),
      appUrl: "https://kestrel-ai.com",
      now: new Date("2026-11-20T12:00:00Z"),
    };
    const meetingForm = (fields: Record<string, string>) =>
      form({ duration: "30", location: "https://meet.example.com/x", ...fields });
    const invitations = async () =>
      (await site.db.select().from(emailOutbox))
        .filter((email) => email.calendar)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((email) => {
          const calendar = new ICAL.Component(ICAL.parse(email.calendar!.content));
          const event = calendar.getFirstSubcomponent("vevent")!;
          return {
            recipient: email.recipient,
            organizer: event.getFirstPropertyValue("organizer"),
            method: email.calendar!.method,
            uid: event.getFirstPropertyValue("uid"),
            sequence: event.getFirstPropertyValue("sequence"),
            start: String(event.getFirstPropertyValue("dtstart")),
            consultationId: email.consultationId,
          };
        });

    expect(
      await runMeetingAction(
        meetingServices,
        request!.id,
        "reschedule",
        meetingForm({ slot: "2026-12-01T10:00" }),
      ),
    ).toMatchObject({ status: "error", message: "There is no confirmed meeting to change." });
    expect(
      await runMeetingAction(
        meetingServices,
        request!.id,
        "confirm",
        meetingForm({ slot: "2026-11-19T10:00" }),
      ),
    ).toMatchObject({
      status: "error",
      fieldErrors: { slot: "Please choose a time in the future." },
    });
    expect(
      await runMeetingAction(
        meetingServices,
        request!.id,
        "confirm",
        meetingForm({ slot: "2026-12-01T10:00", duration: "5" }),
      ),
    ).toMatchObject({ status: "error", fieldErrors: { duration: expect.any(String) } });

    const confirmed = await runMeetingAction(
      meetingServices,
      request!.id,
      "confirm",
      meetingForm({ slot: "2026-12-01T10:00" }),
    );
    expect(confirmed).toMatchObject({ status: "success" });
    const [stored] = await site.db.select().from(consultations);
    expect(stored).toMatchObject({
      status: "in_progress",
      meetingStatus: "confirmed",
      meetingStartsAt: new Date("2026-12-01T15:00:00Z"),
      meetingDurationMinutes: 30,
      meetingSequence: 0,
    });
    expect(stored?.meetingUid).toMatch(/@kestrel-ai\.com$/);

    await runMeetingAction(
      meetingServices,
      request!.id,
      "reschedule",
      meetingForm({ slot: "other", date: "2026-12-02", time: "13:15", reason: "A clash." }),
    );
    // The reason is optional; a long one is refused and changes nothing.
    expect(
      await runMeetingAction(
        meetingServices,
        request!.id,
        "cancel",
        form({ reason: "x".repeat(MAX_CANCEL_REASON_LENGTH + 1) }),
      ),
    ).toMatchObject({ status: "error", fieldErrors: { reason: expect.any(String) } });
    await runMeetingAction(
      meetingServices,
      request!.id,
      "cancel",
      form({ reason: "Our host is ill; we will write with new times." }),
    );
    const all = await invitations();
    // Each change reaches the visitor and, with the same calendar part, the member who hosts it.
    expect(all.filter((email) => email.recipient === actor.email)).toHaveLength(3);
    // The team's address organises every version; the host attends and chairs it.
    expect(new Set(all.map((email) => email.organizer))).toEqual(
      new Set([`mailto:${meetingServices.operatorEmail}`]),
    );
    const sent = all.filter((email) => email.recipient === consultationInput.email);
    expect(sent.map(({ method, sequence }) => [method, sequence])).toEqual([
      ["REQUEST", 0],
      ["REQUEST", 1],
      ["CANCEL", 2],
    ]);
    const cancellation = (await site.db.select().from(emailOutbox)).find(
      (email) => email.recipient === consultationInput.email && email.calendar?.method === "CANCEL",
    );
    expect(cancellation?.text).toContain("Why: Our host is ill; we will write with new times.");
    const update = (await site.db.select().from(emailOutbox)).find(
      (email) =>
        email.recipient === consultationInput.email && email.subject.startsWith("New time"),
    );
    expect(update?.text).toContain("Why: A clash.");
    expect(new Set(sent.map((invitation) => invitation.uid))).toEqual(
      new Set([stored?.meetingUid]),
    );
    expect(sent[1]?.start).toBe("2026-12-02T13:15:00");
    expect(sent.every((invitation) => invitation.consultationId === request!.id)).toBe(true);
    const [cancelled] = await site.db.select().from(consultations);
    expect(cancelled).toMatchObject({ meetingStatus: "cancelled", meetingSequence: 2 });
    expect((await site.db.select().from(auditLog)).map((entry) => entry.action).sort()).toEqual([
      "meeting.cancel",
      "meeting.confirm",
      "meeting.reschedule",
    ]);
  });
});

describe("inbox item addresses", () => {
  it("names a contact or consultation by uuid, and nothing else", () => {
    const id = "3F0C7F7E-1111-4222-8333-444455556666";
    expect(inquiryAddress({ kind: "contact", id })).toEqual({
      kind: "contact",
      id: id.toLowerCase(),
    });
    expect(inquiryAddress({ kind: "consultation", id })?.kind).toBe("consultation");
    expect(inquiryAddress({ kind: "subscriber", id })).toBeNull();
    expect(inquiryAddress({ kind: "contact", id: "1 or 1=1" })).toBeNull();
    expect(inquiryAddress({ kind: "contact", id: `${id}0` })).toBeNull();
  });
});
