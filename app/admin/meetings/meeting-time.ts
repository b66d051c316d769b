import { TZDate } from "@date-fns/tz";
import { COMPANY_TIME_ZONE } from "../console/console-time.ts";

const meetingTime = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  weekday: "short",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Tue, Dec 1, 2026, 10:00 AM EST": a meeting's start in New York time, zone named. */
export function formatMeetingTime(value: Date | string): string {
  return meetingTime.format(new Date(value));
}

/** "Tue, Dec 1, 2026, 10:00 AM EST · 30 min" */
export function formatMeeting(startsAt: Date | string, durationMinutes: number): string {
  return `${formatMeetingTime(startsAt)} · ${durationMinutes} min`;
}

/** "09:00 AM" or "02:00 PM", as the consultation wizard offers times, to "09:00" or "14:00". */
export function wizardTimeTo24h(time: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(time);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const hour24 = (hour % 12) + (match[3] === "PM" ? 12 : 0);
  return `${String(hour24).padStart(2, "0")}:${match[2]}`;
}

/**
 * The instant a New York wall time (date "YYYY-MM-DD", time "HH:MM", 24-hour) names, with the
 * offset of that day (EST or EDT). Null for a malformed value or a time the clocks skip when
 * summer time starts.
 */
export function newYorkInstant(date: string, time: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [year, month, day] = dateMatch.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = timeMatch.slice(1).map(Number) as [number, number];
  if (hour > 23 || minute > 59) return null;
  const zoned = new TZDate(year, month - 1, day, hour, minute, COMPANY_TIME_ZONE);
  const roundTrips =
    zoned.getFullYear() === year &&
    zoned.getMonth() === month - 1 &&
    zoned.getDate() === day &&
    zoned.getHours() === hour &&
    zoned.getMinutes() === minute;
  return roundTrips ? new Date(zoned.getTime()) : null;
}

/** The date ("YYYY-MM-DD") and time ("HH:MM") an instant shows on a New York clock. */
export function newYorkWallTime(instant: Date): { date: string; time: string } {
  const zoned = new TZDate(instant.getTime(), COMPANY_TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    date: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
  };
}
