/** Which dates can be booked, and how the wizard's date and time picks change. */
import { timeSlots } from "./consultation-options.ts";

export const BUSINESS_TIME_ZONE = "America/New_York";
export const BOOKABLE_WEEKDAYS = 14;

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

/** Today's date (YYYY-MM-DD) in the business's time zone. */
export function businessToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE }).format(now);
}

/** The next 14 weekdays starting today, weekends skipped. */
export function bookableDates(today: string): string[] {
  const dates: string[] = [];
  const cursor = new Date(`${today}T12:00:00Z`);
  while (dates.length < BOOKABLE_WEEKDAYS) {
    const day = cursor.getUTCDay();
    if (day !== 0 && day !== 6) dates.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return dates;
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
