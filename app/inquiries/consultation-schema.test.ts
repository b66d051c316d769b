import { describe, expect, it } from "vitest";
import { parseInput } from "#app/lib/parse-form.ts";
import { businessClock } from "./booking-dates.ts";
import { consultationSchema } from "./consultation-schema.ts";

const answers = {
  name: "Mary Jackson",
  email: "mary@example.com",
  aiNeeds: "AI Automation",
  aiAdoptionChallenge: "Other",
  aiUsageType: "Multiple areas",
  aiExperience: "Experienced with AI",
};
// Monday, March 2, 2026 at 10:30 AM in New York.
const clock = businessClock(new Date("2026-03-02T15:30:00Z"));
const parse = (input: object, at = clock) =>
  parseInput(consultationSchema(at), { ...answers, ...input });

describe("consultation answers checked on the server", () => {
  it("accept today's times that are still ahead and any time on a later day", () => {
    const parsed = parse({
      selectedDates: [
        { date: "2026-03-02", times: ["11:00 AM", "04:00 PM"] },
        { date: "2026-03-03", times: ["09:00 AM"] },
      ],
      timeZone: "Europe/Paris",
    });
    expect(parsed.success && parsed.data.timeZone).toBe("Europe/Paris");
  });

  it("refuse a time of today that has started, naming it", () => {
    const parsed = parse({
      selectedDates: [{ date: "2026-03-02", times: ["11:00 AM", "10:00 AM"] }],
    });
    expect(parsed).toMatchObject({
      success: false,
      message: "10:00 AM on Monday, March 2 has passed. Please choose a later time.",
    });
  });

  it("refuse today once its last time has started, and keep refusing days outside the window", () => {
    const evening = businessClock(new Date("2026-03-02T21:00:00Z"));
    expect(parse({ selectedDates: [{ date: "2026-03-02", times: [] }] }, evening)).toMatchObject({
      success: false,
      message: "There are no times left on Monday, March 2. Please choose a later day.",
    });
    expect(parse({ selectedDates: [{ date: "2026-02-27", times: [] }] })).toMatchObject({
      success: false,
      message: "Please choose dates among the next 14 weekdays.",
    });
  });

  it("leave out a time zone the server cannot name", () => {
    const parsed = parse({ timeZone: "Nowhere/Atlantis" });
    expect(parsed.success && parsed.data.timeZone).toBeNull();
  });
});
