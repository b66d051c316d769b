import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { consultations, type InquiryStatus } from "#app/db/schema.server.ts";
import { z } from "#app/lib/form-schema.ts";
import { parseForm } from "#app/lib/parse-form.ts";
import { recordAudit } from "../audit/audit-log.server.ts";
import type { InquiryActionServices } from "../inbox/inquiry-actions.server.ts";
import { refusedForm, type ConsoleActionResult } from "../console/console-action-result.ts";
import { hostMeetingEmail, meetingEmail, type MeetingChange } from "./meeting-emails.server.ts";
import { meetingInvitation } from "./meeting-invitation.server.ts";
import {
  MAX_CANCEL_REASON_LENGTH,
  MAX_LOCATION_LENGTH,
  MAX_MEETING_MINUTES,
  MIN_MEETING_MINUTES,
} from "./meeting-limits.ts";
import { formatMeeting, newYorkInstant } from "./meeting-time.ts";

/** The value of the "another time" choice; the visitor's own times are "YYYY-MM-DDTHH:MM". */
export const OTHER_SLOT = "other";

export interface MeetingServices extends InquiryActionServices {
  /** The site's address; its host name ends each meeting's UID. */
  appUrl: string;
  now?: Date;
}

function meetingSchema(now: Date) {
  return z
    .object({
      slot: z.string({ error: "Please choose a time." }).min(1, "Please choose a time."),
      date: z.string().default(""),
      time: z.string().default(""),
      duration: z.coerce
        .number({ error: "Please enter the length in minutes." })
        .int("Please enter the length in whole minutes.")
        .min(MIN_MEETING_MINUTES, `A meeting lasts at least ${MIN_MEETING_MINUTES} minutes.`)
        .max(MAX_MEETING_MINUTES, `A meeting lasts at most ${MAX_MEETING_MINUTES} minutes.`),
      reason: reasonField,
      location: z
        .string({ error: "Please enter a meeting link or a place." })
        .trim()
        .min(1, "Please enter a meeting link or a place.")
        .max(
          MAX_LOCATION_LENGTH,
          `Please keep the link or place under ${MAX_LOCATION_LENGTH} characters.`,
        )
        .refine((value) => !/[\r\n]/.test(value), "Please keep the link or place on one line."),
    })
    .transform((value, context) => {
      const other = value.slot === OTHER_SLOT;
      const [date = "", time = ""] = other ? [value.date, value.time] : value.slot.split("T");
      const startsAt = newYorkInstant(date, time);
      const field = other ? (date ? "time" : "date") : "slot";
      if (!startsAt) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: other
            ? "Please enter a date and a time (New York time) that exist on the calendar."
            : "Please choose a time.",
        });
        return z.NEVER;
      }
      if (startsAt.getTime() <= now.getTime()) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: "Please choose a time in the future.",
        });
        return z.NEVER;
      }
      return {
        meeting: { startsAt, durationMinutes: value.duration, location: value.location },
        reason: value.reason,
      };
    });
}

/** Why a meeting is moved or called off, if the member says: the visitor reads it. */
const reasonField = z
  .string()
  .trim()
  .max(
    MAX_CANCEL_REASON_LENGTH,
    `Please keep the reason under ${MAX_CANCEL_REASON_LENGTH} characters.`,
  )
  .optional()
  .transform((value) => value || undefined);

const cancelSchema = z.object({ reason: reasonField });

const successMessages: Record<MeetingChange, string> = {
  confirm: "Meeting confirmed. The invitation is on its way to",
  reschedule: "Meeting moved. The updated invitation is on its way to",
  cancel: "Meeting cancelled. The cancellation is on its way to",
};

/**
 * Confirms, moves or cancels the meeting of a consultation request, and sends the visitor the
 * matching email with its calendar part. The invitation's UID is made at the first
 * confirmation and kept for every update; SEQUENCE goes up by one with each. A meeting
 * confirmed again after a cancellation is a new event with a new UID: calendars do not bring a
 * cancelled event back reliably.
 */
export async function runMeetingAction(
  services: MeetingServices,
  consultationId: string,
  change: MeetingChange,
  form: FormData,
): Promise<ConsoleActionResult> {
  const { db, mailer, actor, appUrl, operatorEmail, now = new Date() } = services;
  const intent = `meeting-${change}`;
  let details: { startsAt: Date; durationMinutes: number; location: string } | null = null;
  let reason: string | undefined;
  if (change === "cancel") {
    const parsed = parseForm(form, cancelSchema, ["reason"]);
    if (!parsed.success) return refusedForm(intent, parsed);
    reason = parsed.data.reason;
  } else {
    const parsed = parseForm(form, meetingSchema(now), [
      "slot",
      "date",
      "time",
      "duration",
      "location",
      "reason",
    ]);
    if (!parsed.success) return refusedForm(intent, parsed);
    details = parsed.data.meeting;
    reason = parsed.data.reason;
  }

  const result = await db.transaction(async (tx): Promise<ConsoleActionResult> => {
    const [request] = await tx
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultationId))
      .for("update");
    if (!request) return { intent, status: "error", message: "This request no longer exists." };
    const confirmed = request.meetingStatus === "confirmed";
    if (request.status === "spam") {
      return { intent, status: "error", message: "Restore this request from spam first." };
    }
    if (change === "confirm" && confirmed) {
      return {
        intent,
        status: "error",
        message: "The meeting is confirmed already: move it instead.",
      };
    }
    if (change !== "confirm" && !confirmed) {
      return { intent, status: "error", message: "There is no confirmed meeting to change." };
    }

    const meeting = details ?? {
      startsAt: request.meetingStartsAt!,
      durationMinutes: request.meetingDurationMinutes!,
      location: request.meetingLocation!,
    };
    const uid =
      change === "confirm" ? `${randomUUID()}@${new URL(appUrl).hostname}` : request.meetingUid!;
    const sequence = change === "confirm" ? 0 : request.meetingSequence + 1;
    // Whoever confirms hosts the meeting; a colleague who moves or cancels it later keeps them.
    const host =
      change !== "confirm" && request.meetingHostEmail
        ? {
            email: request.meetingHostEmail,
            name: request.meetingHostName ?? request.meetingHostEmail,
          }
        : { email: actor.email, name: actor.name || actor.email };
    const status: InquiryStatus = request.status === "new" ? "in_progress" : request.status;

    await tx
      .update(consultations)
      .set({
        meetingStatus: change === "cancel" ? "cancelled" : "confirmed",
        meetingStartsAt: meeting.startsAt,
        meetingDurationMinutes: meeting.durationMinutes,
        meetingLocation: meeting.location,
        meetingUid: uid,
        meetingSequence: sequence,
        meetingHostEmail: host.email,
        meetingHostName: host.name,
        status,
      })
      .where(eq(consultations.id, consultationId));
    const method = change === "cancel" ? "CANCEL" : "REQUEST";
    const calendar = {
      method,
      content: meetingInvitation({
        method,
        uid,
        sequence,
        ...meeting,
        team: operatorEmail,
        host,
        attendee: { name: request.name, email: request.email },
        reason,
        now,
      }),
    } as const;
    await mailer.queue(tx, {
      recipient: request.email,
      replyTo: host.email,
      ...meetingEmail(change, meeting, { reason }),
      calendar,
      consultationId,
    });
    // The host's copy puts the same event on their own calendar, and keeps it in step.
    await mailer.queue(tx, {
      recipient: host.email,
      replyTo: request.email,
      ...hostMeetingEmail(change, meeting, { visitor: request.name, reason }),
      calendar,
      consultationId,
    });
    await recordAudit(tx, actor, {
      action: `meeting.${change}`,
      targetType: "consultation",
      targetId: consultationId,
      detail: {
        meeting: formatMeeting(meeting.startsAt, meeting.durationMinutes),
        host: host.email,
        reason: reason ?? null,
        sequence,
      },
    });
    return { intent, status: "success", message: `${successMessages[change]} ${request.email}.` };
  });
  if (result.status === "success") mailer.deliverSoon();
  return result;
}
