import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timeSlots } from "./consultation-options.ts";
import {
  bookableDates,
  bookingSchedule,
  businessClock,
  businessToday,
  keepOffered,
  openSlots,
  toggleDate,
  toggleTime,
  type DateSelection,
} from "./booking-dates.ts";
import { slotStart } from "./visitor-time.ts";

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
        const dates = bookableDates(businessClock(now));
        expect(dates).toHaveLength(14);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(14);
        for (const date of dates)
          expect([0, 6]).not.toContain(new Date(`${date}T12:00:00Z`).getUTCDay());
        const weekday = ![0, 6].includes(new Date(`${today}T12:00:00Z`).getUTCDay());
        const todayOpen = openSlots(today, businessClock(now)).length > 0;
        if (weekday && todayOpen) expect(dates[0]).toBe(today);
        else expect(dates[0]! > today).toBe(true);
        // 14 weekdays always fit in under three weeks.
        expect(Date.parse(dates[13]!) - Date.parse(today)).toBeLessThan(21 * 86_400_000);
      }),
    );
  });

  it("follow the business's time zone: 11 PM in Boston is still that day", () => {
    expect(businessToday(new Date("2026-03-03T03:30:00Z"))).toBe("2026-03-02");
  });
});

describe("open time slots", () => {
  // Monday, March 2, 2026 is in winter time (UTC-5); Monday, March 9 in summer time (UTC-4).
  const at = (instant: string) => bookingSchedule(businessClock(new Date(instant)));

  it("offer all of today's slots before the first has started", () => {
    expect(at("2026-03-02T13:59:00Z")[0]).toEqual({ date: "2026-03-02", slots: [...timeSlots] });
  });

  it("leave out today's slots once they have started, and keep later days whole", () => {
    const schedule = at("2026-03-02T15:00:00Z"); // 10:00 AM in New York
    expect(schedule[0]).toEqual({
      date: "2026-03-02",
      slots: ["11:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"],
    });
    expect(schedule[1]).toEqual({ date: "2026-03-03", slots: [...timeSlots] });
  });

  it("read the clock in Eastern Time across the change to summer time", () => {
    expect(at("2026-03-09T14:30:00Z")[0]?.slots).toEqual([
      "11:00 AM",
      "02:00 PM",
      "03:00 PM",
      "04:00 PM",
    ]);
  });

  it("drop today once its last slot has started, still offering 14 weekdays", () => {
    const schedule = at("2026-03-06T21:00:00Z"); // Friday, 4:00 PM in New York
    expect(schedule).toHaveLength(14);
    expect(schedule[0]?.date).toBe("2026-03-09");
  });

  it("never offer a time that has started, whatever the moment", () => {
    fc.assert(
      fc.property(dayArbitrary, (now) => {
        for (const day of bookingSchedule(businessClock(now))) {
          expect(day.slots.length).toBeGreaterThan(0);
          for (const slot of day.slots) {
            expect(slotStart(day.date, slot).getTime()).toBeGreaterThan(now.getTime());
          }
        }
      }),
    );
  });

  it("a selection keeps only what is still offered", () => {
    const selection: DateSelection = {
      selectedDates: [
        { date: "2026-03-06", times: ["09:00 AM", "04:00 PM"] },
        { date: "2026-03-09", times: ["09:00 AM"] },
      ],
      lastSelectedDate: "2026-03-06",
    };
    expect(keepOffered(selection, at("2026-03-06T15:30:00Z"))).toEqual({
      selectedDates: [
        { date: "2026-03-06", times: ["04:00 PM"] },
        { date: "2026-03-09", times: ["09:00 AM"] },
      ],
      lastSelectedDate: "2026-03-06",
    });
    expect(keepOffered(selection, at("2026-03-06T21:30:00Z"))).toEqual({
      selectedDates: [{ date: "2026-03-09", times: ["09:00 AM"] }],
      lastSelectedDate: null,
    });
  });
});

describe("date and time selection", () => {
  const dates = bookableDates(businessClock(new Date("2026-03-02T12:00:00Z")));
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
