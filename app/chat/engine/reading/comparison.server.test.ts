import { describe, expect, it } from "vitest";
import { comparisonSides } from "./comparison.server.ts";

describe("comparisonSides", () => {
  it.each([
    [
      "pausing vs closing the account, what's the actual difference?",
      ["pausing the account", "closing the account"],
    ],
    [
      "what's the difference between deactivating and deleting my account?",
      ["deactivating my account", "deleting my account"],
    ],
    ["compare the AI Workforce with No-Code Integration", ["AI Workforce", "No-Code Integration"]],
    [
      "No-Code Integration versus the 24/7 AI Workforce?",
      ["No-Code Integration", "24/7 AI Workforce"],
    ],
  ])("reads both sides of %j", (question, sides) => {
    expect(comparisonSides(question)).toEqual(sides);
  });

  it.each([
    "how do I delete my account?",
    "what is the difference?",
    "do you work with startups and enterprises?",
  ])("finds no comparison in %j", (question) => {
    expect(comparisonSides(question)).toBeNull();
  });
});
