import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timeSlots } from "./consultation-options.ts";
import {
  bookableDates,
  businessToday,
  toggleDate,
  toggleTime,
  type DateSelection,
} from "./booking-dates.ts";

const dayArbitrary = fc.date({
  min: new Date("2025-01-01"),
  max: new Date("2030-12-31"),
  noInvalidDate: true,
});

describe("bookable dates", () => {
  it("are the next 14 weekdays starting today, in order, never on a weekend", () => {
    fc.assert(
      fc.property(dayArbitrary, (now) => {
        const today = businessToday(now);
        const dates = bookableDates(today);
        expect(dates).toHaveLength(14);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(14);
        for (const date of dates)
          expect([0, 6]).not.toContain(new Date(`${date}T12:00:00Z`).getUTCDay());
        const weekday = ![0, 6].includes(new Date(`${today}T12:00:00Z`).getUTCDay());
        if (weekday) expect(dates[0]).toBe(today);
        expect(dates[0]! >= today).toBe(true);
        // 14 weekdays always fit in under three weeks.
        expect(Date.parse(dates[13]!) - Date.parse(today)).toBeLessThan(21 * 86_400_000);
      }),
    );
  });

  it("follow the business's time zone: 11 PM in Boston is still that day", () => {
    expect(businessToday(new Date("2026-03-03T03:30:00Z"))).toBe("2026-03-02");
  });
});

describe("date and time selection", () => {
  const dates = bookableDates("2026-03-02");
  const action = fc.oneof(
    fc.record({ kind: fc.constant("date" as const), date: fc.constantFrom(...dates) }),
    fc.record({
      kind: fc.constant("time" as const),
      date: fc.constantFrom(...dates),
      time: fc.constantFrom(...timeSlots),
    }),
  );

  it("keeps dates and each day's times sorted and unique through any sequence of clicks", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (clicks) => {
        let selection: DateSelection = { selectedDates: [], lastSelectedDate: null };
        for (const click of clicks) {
          const before = selection;
          selection =
            click.kind === "date"
              ? toggleDate(selection, click.date)
              : toggleTime(selection, click.date, click.time);
          if (click.kind === "date") {
            const wasSelected = before.selectedDates.some((entry) => entry.date === click.date);
            expect(selection.lastSelectedDate).toBe(wasSelected ? null : click.date);
          }
        }
        const chosen = selection.selectedDates.map((entry) => entry.date);
        expect(chosen).toEqual([...new Set(chosen)].sort());
        for (const entry of selection.selectedDates) {
          expect(entry.times).toEqual(timeSlots.filter((slot) => entry.times.includes(slot)));
        }
      }),
    );
  });

  it("clicking a time twice leaves the day as it was", () => {
    fc.assert(
      fc.property(fc.constantFrom(...dates), fc.constantFrom(...timeSlots), (date, time) => {
        const start = toggleDate({ selectedDates: [], lastSelectedDate: null }, date);
        expect(toggleTime(toggleTime(start, date, time), date, time)).toEqual(start);
      }),
    );
  });
});
