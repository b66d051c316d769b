import { COMPANY_TIME_ZONE } from "../console/console-time.ts";

/** A calendar day in the company's time zone, as "YYYY-MM-DD". */
export type CompanyDay = string;

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The company's calendar day at an instant. */
export function companyDayOf(instant: Date): CompanyDay {
  return dayFormat.format(instant);
}

/** The day `days` after (or, negative, before) a calendar day. */
export function addDays(day: CompanyDay, days: number): CompanyDay {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** How far the company's clock is ahead of UTC at an instant (negative: behind), in ms. */
function zoneOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a company day begins (midnight in New York, which no clock change skips). */
export function startOfCompanyDay(day: CompanyDay): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const guess = midnightUtc - zoneOffsetMs(midnightUtc);
  return new Date(midnightUtc - zoneOffsetMs(guess));
}

/** The last `count` company days up to and including the day of `now`, oldest first. */
export function lastCompanyDays(now: Date, count: number): CompanyDay[] {
  const today = companyDayOf(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}
