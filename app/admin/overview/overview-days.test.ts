import { describe, expect, it } from "vitest";
import { addDays, companyDayOf, lastCompanyDays, startOfCompanyDay } from "./overview-days.ts";

describe("company days", () => {
  it("reads the day in New York, not in UTC", () => {
    expect(companyDayOf(new Date("2025-11-26T03:30:00Z"))).toBe("2025-11-25");
    expect(companyDayOf(new Date("2025-11-26T05:30:00Z"))).toBe("2025-11-26");
  });

  it("counts days across month and year ends", () => {
    expect(addDays("2025-12-30", 3)).toBe("2026-01-02");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
  });

  it("starts each day at midnight in New York, in winter and in summer time", () => {
    expect(startOfCompanyDay("2025-01-15").toISOString()).toBe("2025-01-15T05:00:00.000Z");
    expect(startOfCompanyDay("2025-07-15").toISOString()).toBe("2025-07-15T04:00:00.000Z");
    // The days the clocks change begin before the change.
    expect(startOfCompanyDay("2025-03-09").toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(startOfCompanyDay("2025-11-02").toISOString()).toBe("2025-11-02T04:00:00.000Z");
    expect(startOfCompanyDay("2025-03-10").toISOString()).toBe("2025-03-10T04:00:00.000Z");
  });

  it("lists the last days oldest first, ending today", () => {
    const days = lastCompanyDays(new Date("2025-03-02T02:00:00Z"), 3);
    expect(days).toEqual(["2025-02-27", "2025-02-28", "2025-03-01"]);
  });
});
