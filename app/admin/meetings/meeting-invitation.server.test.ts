import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { meetingInvitation, type MeetingInvitation } from "./meeting-invitation.server.ts";
import { newYorkInstant, newYorkWallTime, wizardTimeTo24h } from "./meeting-time.ts";

const base: MeetingInvitation = {
  method: "REQUEST",
  uid: "3f0c7f7e-1111-4222-8333-444455556666@kestrel-ai.com",
  sequence: 0,
  startsAt: new Date("2026-12-01T15:00:00Z"),
  durationMinutes: 45,
  location: "https://meet.example.com/kestrel",
  team: "team@kestrel-ai.com",
  host: { name: "Grace Hopper", email: "grace@kestrel-ai.com" },
  attendee: { name: "Ada Lovelace", email: "ada@example.com" },
  now: new Date("2026-11-20T12:00:00Z"),
};

function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  // The zone comes from the file's own VTIMEZONE, not from a zone database.
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event };
}

describe("meeting invitations", () => {
  it("invites with METHOD:REQUEST, the UID, the organiser and a New York start", () => {
    const content = meetingInvitation(base);
    const { calendar, vevent, event } = parse(content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getAllSubcomponents("vtimezone")[0]?.getFirstPropertyValue("tzid")).toBe(
      "America/New_York",
    );
    expect(event.uid).toBe(base.uid);
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/New_York");
    expect(content).toContain("DTSTART;TZID=America/New_York:20261201T100000");
    expect(content).toContain("DTEND;TZID=America/New_York:20261201T104500");
    expect(content).toMatch(/DTSTAMP:20261120T120000Z/);
    expect(event.startDate.toJSDate()).toEqual(base.startsAt);
    expect(event.endDate.toJSDate()).toEqual(new Date("2026-12-01T15:45:00Z"));
    // The team organises it, so the visitor's answer reaches the team's inbox; the host who
    // confirmed is an attendee who chairs it, so it is on their calendar too.
    expect(event.organizer).toBe("mailto:team@kestrel-ai.com");
    const attendees = event.attendees.map((attendee) => ({
      address: String(attendee.getFirstValue()).toLowerCase(),
      role: attendee.getParameter("role"),
      answer: attendee.getParameter("partstat"),
    }));
    expect(attendees).toEqual([
      { address: "mailto:grace@kestrel-ai.com", role: "CHAIR", answer: "ACCEPTED" },
      { address: "mailto:ada@example.com", role: "REQ-PARTICIPANT", answer: "NEEDS-ACTION" },
    ]);
    expect(event.location).toBe(base.location);
    expect(vevent.getFirstPropertyValue("url")).toBe(base.location);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.summary).toBe("Consultation with Kestrel AI");
  });

  it("puts the right instant on either side of the change to summer time", () => {
    const winter = newYorkInstant("2027-03-12", "10:00")!;
    const summer = newYorkInstant("2027-03-15", "10:00")!;
    expect(winter.toISOString()).toBe("2027-03-12T15:00:00.000Z");
    expect(summer.toISOString()).toBe("2027-03-15T14:00:00.000Z");
    for (const startsAt of [winter, summer]) {
      const content = meetingInvitation({ ...base, startsAt });
      const { event } = parse(content);
      expect(content).toMatch(/DTSTART;TZID=America\/New_York:2027031[25]T100000/);
      expect(event.startDate.toJSDate()).toEqual(startsAt);
    }
  });

  it("updates with the same UID and a higher SEQUENCE, and cancels with METHOD:CANCEL", () => {
    const update = parse(meetingInvitation({ ...base, sequence: 1, reason: "A clash." }));
    expect(update.event.description).toMatch(/^Moved: A clash\./);
    expect(parse(meetingInvitation(base)).event.description).toMatch(/^Your free consultation/);
    expect(update.event.uid).toBe(base.uid);
    expect(update.event.sequence).toBe(1);
    const cancel = parse(
      meetingInvitation({ ...base, method: "CANCEL", sequence: 2, reason: "Our host is ill." }),
    );
    expect(cancel.event.description).toMatch(/^Cancelled: Our host is ill\./);
    expect(cancel.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.event.uid).toBe(base.uid);
    expect(cancel.event.sequence).toBe(2);
    expect(cancel.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("writes a place that is not a web address as the location only", () => {
    const { event, vevent } = parse(
      meetingInvitation({ ...base, location: "100 Summer Street; 16th floor, Boston" }),
    );
    expect(event.location).toBe("100 Summer Street; 16th floor, Boston");
    expect(vevent.getFirstPropertyValue("url")).toBeNull();
  });
});

describe("meeting times", () => {
  it("reads the wizard's times and New York wall times", () => {
    expect(wizardTimeTo24h("09:00 AM")).toBe("09:00");
    expect(wizardTimeTo24h("12:00 PM")).toBe("12:00");
    expect(wizardTimeTo24h("12:30 AM")).toBe("00:30");
    expect(wizardTimeTo24h("02:00 PM")).toBe("14:00");
    expect(wizardTimeTo24h("14:00")).toBeNull();
    expect(newYorkInstant("2026-07-01", "09:00")?.toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(newYorkWallTime(new Date("2026-07-01T13:00:00Z"))).toEqual({
      date: "2026-07-01",
      time: "09:00",
    });
  });

  it("refuses malformed values and the hour the clocks skip", () => {
    expect(newYorkInstant("2027-03-14", "02:30")).toBeNull();
    expect(newYorkInstant("2026-02-30", "10:00")).toBeNull();
    expect(newYorkInstant("2026-12-01", "24:00")).toBeNull();
    expect(newYorkInstant("tomorrow", "10:00")).toBeNull();
  });
});
