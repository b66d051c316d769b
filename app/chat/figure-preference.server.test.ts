import { describe, expect, it } from "vitest";
import { countsTerm, figurePreference } from "./figure-preference.server.ts";
import { toTerm } from "./search-terms.server.ts";

const terms = (...words: string[]) => new Set(words.map((word) => toTerm(word) ?? word));

describe("figurePreference", () => {
  it("prefers a figure that counts a thing the question names", () => {
    const overview = "A regional healthcare network with eleven clinics was losing patients.";
    const approach = "Rolled out our 24/7 AI Workforce across phone, web chat and SMS.";
    const asked = terms("clinics", "network");
    expect(countsTerm(overview, asked)).toBe(true);
    expect(countsTerm(approach, asked)).toBe(false);
    expect(figurePreference(overview, asked)).toBeGreaterThan(figurePreference(approach, asked));
  });

  it("adds nothing to a text without a figure", () => {
    expect(figurePreference("Answers come from your documents.", terms("documents"))).toBe(0);
  });
});
