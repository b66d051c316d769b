import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { company } from "#app/content/site.ts";
import { COMPANY_TIME_ZONE } from "../console/console-time.ts";

export interface MeetingInvitation {
  method: "REQUEST" | "CANCEL";
  /** Stays the same for every version of one meeting, so calendars update it in place. */
  uid: string;
  /** 0 for the first invitation, one more for each update or the cancellation. */
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  /** A meeting link or a place. */
  location: string;
  /**
   * The team's address: the meeting's ORGANIZER, so the visitor's Accept or Decline reaches
   * the team's inbox whoever is away.
   */
  team: string;
  /** The team member who hosts the meeting: an attendee who chairs it and has accepted. */
  host: { name: string; email: string };
  attendee: { name: string; email: string };
  /** Why the meeting was moved or called off, as the visitor is told. */
  reason?: string;
  /** When this version was made (DTSTAMP). */
  now?: Date;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * An RFC 5545 calendar with one event: a REQUEST invites (or updates, with a higher SEQUENCE),
 * a CANCEL withdraws. The start is written as New York wall time with the zone's VTIMEZONE, so
 * calendars show it right across summer time wherever the visitor is.
 */
export function meetingInvitation(invitation: MeetingInvitation): string {
  const cancelled = invitation.method === "CANCEL";
  const calendar = ical({
    prodId: { company: company.name, product: "Team console", language: "EN" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone: the library would write DTSTAMP in it, and DTSTAMP must be UTC.
    // The generator still adds the VTIMEZONE of the event's zone.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const endsAt = new Date(invitation.startsAt.getTime() + invitation.durationMinutes * 60_000);
  const link = isWebAddress(invitation.location) ? invitation.location : null;
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: invitation.now ?? new Date(),
    // TZDate reads its fields in New York time: the library writes them out as DTSTART;TZID=...
    start: new TZDate(invitation.startsAt.getTime(), COMPANY_TIME_ZONE),
    end: new TZDate(endsAt.getTime(), COMPANY_TIME_ZONE),
    timezone: COMPANY_TIME_ZONE,
    summary: `Consultation with ${company.name}`,
    description: [
      invitation.reason ? `${cancelled ? "Cancelled" : "Moved"}: ${invitation.reason}` : null,
      `Your free consultation with ${invitation.host.name} of ${company.name}.`,
      link ? `Join: ${link}` : `Where: ${invitation.location}`,
      `Questions or another time? Write to ${company.supportEmail}.`,
    ]
      .filter(Boolean)
      .join("\n"),
    location: invitation.location,
    url: link,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: company.name, email: invitation.team },
    attendees: [
      {
        name: invitation.host.name,
        email: invitation.host.email,
        role: ICalAttendeeRole.CHAIR,
        status: ICalAttendeeStatus.ACCEPTED,
      },
      {
        name: invitation.attendee.name,
        email: invitation.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancelled,
      },
    ],
  });
  return calendar.toString();
}
