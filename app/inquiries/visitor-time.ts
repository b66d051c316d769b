/**
 * Meeting times as the visitor's own clock reads them. The business books in Eastern Time; a
 * visitor elsewhere also sees each time in their zone, so nobody has to convert.
 */
import { TZDate } from "@date-fns/tz";
import { BUSINESS_TIME_ZONE, formatDate, slotMinutes } from "./booking-dates.ts";

/** The time zone's name as the runtime spells it (IANA), or null for one it does not know. */
export function knownTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The moment a slot ("02:00 PM") on a date ("YYYY-MM-DD") starts, in Eastern Time. */
export function slotStart(date: string, slot: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const minutes = slotMinutes(slot);
  const start = new TZDate(
    year,
    month - 1,
    day,
    Math.floor(minutes / 60),
    minutes % 60,
    BUSINESS_TIME_ZONE,
  );
  return new Date(start.getTime());
}

const format = (start: Date, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone, ...options }).format(start);

const time = { hour: "numeric", minute: "2-digit" } as const;
const day = { year: "numeric", month: "numeric", day: "numeric" } as const;

/** A slot as a clock in `zone` reads it: "3:00 PM", or "Tue 12:00 AM" when that is another day there. */
function reading(date: string, slot: string, zone: string): string {
  const start = slotStart(date, slot);
  const localTime = format(start, zone, time);
  const sameDay = format(start, zone, day) === format(start, BUSINESS_TIME_ZONE, day);
  return sameDay ? localTime : `${format(start, zone, { weekday: "short" })} ${localTime}`;
}

/** A slot as a clock in `zone` reads it (see `reading`); null when it reads as in Eastern Time. */
export function slotInZone(date: string, slot: string, zone: string): string | null {
  const local = reading(date, slot, zone);
  return local === reading(date, slot, BUSINESS_TIME_ZONE) ? null : local;
}

/**
 * A chosen day's times: "09:00 AM, 02:00 PM (Eastern Time)", followed for a visitor whose clock
 * reads otherwise by ", which is 3:00 PM, 8:00 PM your time (Europe/Paris)".
 */
export function chosenTimes(
  entry: { date: string; times: readonly string[] },
  zone: string | null,
) {
  if (entry.times.length === 0) return "No times selected";
  const eastern = `${entry.times.join(", ")} (Eastern Time)`;
  if (!zone || entry.times.every((slot) => slotInZone(entry.date, slot, zone) === null)) {
    return eastern;
  }
  const readings = entry.times.map((slot) => reading(entry.date, slot, zone));
  return `${eastern}, which is ${readings.join(", ")} your time (${zone})`;
}

/** "Monday, March 2: 09:00 AM (Eastern Time)…" lines, or a note that no day was chosen. */
export function scheduleLines(
  selectedDates: readonly { date: string; times: readonly string[] }[],
  zone: string | null = null,
): string[] {
  if (selectedDates.length === 0) return ["No dates selected: we will propose some."];
  return selectedDates.map((entry) => `${formatDate(entry.date)}: ${chosenTimes(entry, zone)}`);
}
