import { describe, expect, it } from "vitest";
import {
  chosenTimes,
  knownTimeZone,
  scheduleLines,
  slotInZone,
  slotStart,
} from "./visitor-time.ts";

describe("meeting times in the visitor's zone", () => {
  it("start at the slot's Eastern wall time, in winter and in summer", () => {
    expect(slotStart("2026-03-02", "09:00 AM").toISOString()).toBe("2026-03-02T14:00:00.000Z");
    expect(slotStart("2026-07-06", "02:00 PM").toISOString()).toBe("2026-07-06T18:00:00.000Z");
  });

  it("read a slot on the visitor's clock, naming the day when it is another one there", () => {
    expect(slotInZone("2026-03-02", "10:00 AM", "Europe/Paris")).toBe("4:00 PM");
    // The weeks when the US has moved to summer time and Europe has not: five hours apart.
    expect(slotInZone("2026-03-09", "10:00 AM", "Europe/Paris")).toBe("3:00 PM");
    expect(slotInZone("2026-03-02", "04:00 PM", "Asia/Tokyo")).toBe("Tue 6:00 AM");
    expect(slotInZone("2026-03-02", "10:00 AM", "America/New_York")).toBeNull();
    expect(slotInZone("2026-03-02", "10:00 AM", "America/Detroit")).toBeNull();
  });

  it("add the visitor's time to a day's Eastern times only where it reads otherwise", () => {
    const entry = { date: "2026-03-02", times: ["09:00 AM", "02:00 PM"] };
    expect(chosenTimes(entry, "Europe/Paris")).toBe(
      "09:00 AM, 02:00 PM (Eastern Time), which is 3:00 PM, 8:00 PM your time (Europe/Paris)",
    );
    expect(chosenTimes(entry, "America/Toronto")).toBe("09:00 AM, 02:00 PM (Eastern Time)");
    expect(chosenTimes(entry, null)).toBe("09:00 AM, 02:00 PM (Eastern Time)");
    expect(chosenTimes({ date: "2026-03-02", times: [] }, "Europe/Paris")).toBe(
      "No times selected",
    );
    expect(scheduleLines([entry], "Europe/Paris")).toEqual([
      "Monday, March 2: 09:00 AM, 02:00 PM (Eastern Time), which is 3:00 PM, 8:00 PM your time (Europe/Paris)",
    ]);
    expect(scheduleLines([], "Europe/Paris")).toEqual(["No dates selected: we will propose some."]);
  });

  it("know a zone by its IANA name and nothing else", () => {
    expect(knownTimeZone("Europe/Paris")).toBe("Europe/Paris");
    expect(knownTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(knownTimeZone("<script>")).toBeNull();
    expect(knownTimeZone("x".repeat(200))).toBeNull();
    expect(knownTimeZone(42)).toBeNull();
  });
});
