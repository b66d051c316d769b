import { company } from "#app/content/site.ts";
import { renderEmail } from "#app/email/layout.server.ts";
import { formatMeetingTime } from "./meeting-time.ts";

export type MeetingChange = "confirm" | "reschedule" | "cancel";

export interface MeetingDetails {
  startsAt: Date;
  durationMinutes: number;
  location: string;
}

/**
 * The visitor's email about their consultation: the team confirmed one time, moved it, or
 * called it off. The calendar invitation travels with it; the words say the same for anyone
 * whose mail program shows no invitation card.
 */
export function meetingEmail(
  change: MeetingChange,
  meeting: MeetingDetails,
  { reason }: { reason?: string } = {},
) {
  const when = `${formatMeetingTime(meeting.startsAt)} (${meeting.durationMinutes} minutes)`;
  const where = `Where: ${meeting.location}`;
  const questions = `Need another time? Reply to this email or write to ${company.supportEmail}.`;
  switch (change) {
    case "confirm":
      return renderEmail({
        subject: `Your ${company.name} consultation is confirmed: ${formatMeetingTime(meeting.startsAt)}`,
        preheader: `We look forward to meeting you on ${formatMeetingTime(meeting.startsAt)}.`,
        heading: "Your consultation is confirmed",
        paragraphs: [
          `Our team has confirmed your free consultation. This is the time we will meet; any other times you chose on our site are released.`,
          `When: ${when}`,
          where,
          "The invitation attached to this email adds the meeting to your calendar.",
          questions,
        ],
      });
    case "reschedule":
      return renderEmail({
        subject: `New time for your ${company.name} consultation: ${formatMeetingTime(meeting.startsAt)}`,
        preheader: `Your consultation has moved to ${formatMeetingTime(meeting.startsAt)}.`,
        heading: "Your consultation has a new time",
        paragraphs: [
          "We have moved your consultation. The updated invitation attached replaces the earlier one in your calendar.",
          ...(reason ? [`Why: ${reason}`] : []),
          `When: ${when}`,
          where,
          questions,
        ],
      });
    case "cancel":
      return renderEmail({
        subject: `Your ${company.name} consultation on ${formatMeetingTime(meeting.startsAt)} is cancelled`,
        preheader: "The meeting has been taken off your calendar.",
        heading: "Your consultation is cancelled",
        paragraphs: [
          `The consultation planned for ${when} is cancelled. The attached cancellation takes it off your calendar.`,
          ...(reason ? [`Why: ${reason}`] : []),
          `To find another time, reply to this email or write to ${company.supportEmail}.`,
        ],
      });
  }
}

/**
 * The host's copy of the same change, carrying the same calendar part: the meeting lands on
 * (moves on, leaves) the host's calendar as it does on the visitor's.
 */
export function hostMeetingEmail(
  change: MeetingChange,
  meeting: MeetingDetails,
  { visitor, reason }: { visitor: string; reason?: string },
) {
  const when = `${formatMeetingTime(meeting.startsAt)} (${meeting.durationMinutes} minutes)`;
  const done = { confirm: "confirmed", reschedule: "moved", cancel: "cancelled" }[change];
  return renderEmail({
    subject: `Consultation with ${visitor} ${done}: ${formatMeetingTime(meeting.startsAt)}`,
    preheader: `You host it. ${visitor} has been sent the same invitation.`,
    heading: `Consultation with ${visitor} ${done}`,
    paragraphs: [
      `When: ${when}`,
      `Where: ${meeting.location}`,
      ...(reason ? [`Why: ${reason}`] : []),
      change === "cancel"
        ? "The attached cancellation takes it off your calendar."
        : `You host this meeting: the attached invitation puts it on your calendar. ${visitor}'s answer goes to the team's inbox.`,
    ],
  });
}
