import { describe, expect, it } from "vitest";
import { searchKnowledge } from "./knowledge.server.ts";
import { asksWhereWeAre, isBesidePlace } from "./place-question.server.ts";

describe("asksWhereWeAre", () => {
  it.each([
    "do you have an office in europe",
    "any branches in the eu?",
    "where are you based, the us or europe?",
  ])("reads %j as a question about where the company is", (question) => {
    expect(asksWhereWeAre(question)).toBe(true);
  });

  it.each([
    "is your product gdpr compliant?",
    "do you keep eu data in europe?",
    "where is my data stored, is it located in the eu?",
    "how fast are the agents?",
  ])("leaves %j to data protection and the rest", (question) => {
    expect(asksWhereWeAre(question)).toBe(false);
  });
});

describe("searchKnowledge for a place", () => {
  it("answers an office in a region with where we are, not the solutions' figures", () => {
    const ids = searchKnowledge("is there an office of yours in the EU?").map((hit) => hit.id);
    expect(ids).toContain("contact-address");
    expect(ids.filter(isBesidePlace)).toEqual([]);
  });
});
