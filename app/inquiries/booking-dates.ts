/** Which days and times can be booked, and how the wizard's date and time picks change. */
import { timeSlots, type TimeSlot } from "./consultation-options.ts";

export const BUSINESS_TIME_ZONE = "America/New_York";
export const BOOKABLE_WEEKDAYS = 14;

/** The business's clock at one moment: its date and the minutes since its midnight. */
export interface BusinessClock {
  /** YYYY-MM-DD */
  date: string;
  minutes: number;
}

/** A day the wizard offers, with the times on it that have not started yet. */
export interface BookableDay {
  /** YYYY-MM-DD */
  date: string;
  slots: TimeSlot[];
}

export interface SelectedDate {
  /** YYYY-MM-DD */
  date: string;
  times: string[];
}

export interface DateSelection {
  selectedDates: SelectedDate[];
  /** The date whose time slots are shown; null after a date is removed. */
  lastSelectedDate: string | null;
}

const clockFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** What the business's wall clock shows at `now`. */
export function businessClock(now = new Date()): BusinessClock {
  const part = Object.fromEntries(
    clockFormat.formatToParts(now).map((entry) => [entry.type, entry.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}

/** Today's date (YYYY-MM-DD) in the business's time zone. */
export function businessToday(now = new Date()): string {
  return businessClock(now).date;
}

/** Minutes after midnight at which a slot such as "02:00 PM" starts. */
export function slotMinutes(slot: string): number {
  const [clock = "", half] = slot.split(" ");
  const [hour = 0, minute = 0] = clock.split(":").map(Number);
  return ((hour % 12) + (half === "PM" ? 12 : 0)) * 60 + minute;
}

/** The slots of a day that have not started at `clock`: all of a later day's, none of a past day's. */
export function openSlots(date: string, clock: BusinessClock): TimeSlot[] {
  if (date < clock.date) return [];
  if (date > clock.date) return [...timeSlots];
  return timeSlots.filter((slot) => slotMinutes(slot) > clock.minutes);
}

/** Monday to Friday, for a YYYY-MM-DD date. */
export function isWeekday(date: string): boolean {
  return ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
}

/**
 * The next 14 weekdays starting today, weekends skipped, each with its open slots. Today is
 * left out once its last slot has started: a day with no time left is no choice.
 */
export function bookingSchedule(clock: BusinessClock): BookableDay[] {
  const days: BookableDay[] = [];
  const cursor = new Date(`${clock.date}T12:00:00Z`);
  while (days.length < BOOKABLE_WEEKDAYS) {
    const date = cursor.toISOString().slice(0, 10);
    const slots = openSlots(date, clock);
    if (isWeekday(date) && slots.length > 0) days.push({ date, slots });
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/** The dates of the booking schedule. */
export function bookableDates(clock: BusinessClock): string[] {
  return bookingSchedule(clock).map((day) => day.date);
}

/** A selection without the days and times the schedule no longer offers (time moved on). */
export function keepOffered(selection: DateSelection, schedule: BookableDay[]): DateSelection {
  const offered = new Map(schedule.map((day) => [day.date, day.slots as readonly string[]]));
  const selectedDates = selection.selectedDates
    .filter((entry) => offered.has(entry.date))
    .map((entry) => ({
      date: entry.date,
      times: entry.times.filter((time) => offered.get(entry.date)!.includes(time)),
    }));
  const lastSelectedDate = selectedDates.some((entry) => entry.date === selection.lastSelectedDate)
    ? selection.lastSelectedDate
    : null;
  return { selectedDates, lastSelectedDate };
}

/** Clicking a date: adds it (kept in order, and highlighted) or removes it (clearing the highlight). */
export function toggleDate(selection: DateSelection, date: string): DateSelection {
  if (selection.selectedDates.some((entry) => entry.date === date)) {
    return {
      selectedDates: selection.selectedDates.filter((entry) => entry.date !== date),
      lastSelectedDate: null,
    };
  }
  const selectedDates = [...selection.selectedDates, { date, times: [] }].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  return { selectedDates, lastSelectedDate: date };
}

/** Clicking a time of a selected date: adds or removes it, keeping the day's times in order. */
export function toggleTime(selection: DateSelection, date: string, time: string): DateSelection {
  return {
    ...selection,
    selectedDates: selection.selectedDates.map((entry) => {
      if (entry.date !== date) return entry;
      const times = entry.times.includes(time)
        ? entry.times.filter((t) => t !== time)
        : [...entry.times, time];
      return {
        date,
        times: times.sort((a, b) => timeSlots.indexOf(a as never) - timeSlots.indexOf(b as never)),
      };
    }),
  };
}

/** "Monday, March 2" for a YYYY-MM-DD date. */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}
