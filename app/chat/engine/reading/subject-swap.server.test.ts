import { describe, expect, it } from "vitest";
import { swappedSubject, withSubjectSwapped } from "./subject-swap.server.ts";

describe("swappedSubject", () => {
  it.each([
    ["what about for retail", "retail"],
    ["same question for universities then", "universities"],
    ["and how about the logistics company", "logistics company"],
    ["what if i'm in california instead", "california"],
    ["ok but what if we're a university", "university"],
  ])("reads %j as the earlier question about %j", (followUp, subject) => {
    expect(swappedSubject(followUp)).toBe(subject);
  });

  it.each([
    "how do i reset my password",
    "what about it",
    "and how long does that take",
    "what if i'm locked out",
  ])("finds no new subject in %j", (followUp) => {
    expect(swappedSubject(followUp)).toBeNull();
  });
});

describe("withSubjectSwapped", () => {
  it("puts the subject in place of the earlier question's most particular words", () => {
    expect(withSubjectSwapped("have you done anything with hospitals?", "retail")).toBe(
      "have you done anything with retail?",
    );
    expect(withSubjectSwapped("What did you do for the healthcare network?", "retail")).toBe(
      "What did you do for the retail?",
    );
  });

  it("swaps one client for another, not the question's rarest word", () => {
    expect(
      withSubjectSwapped(
        "how much faster did the logistics firm sort out shipment problems?",
        "lender",
      ),
    ).toBe("how much faster did the lender sort out shipment problems?");
  });

  it("leaves a question that already names the subject", () => {
    expect(withSubjectSwapped("what did the retail client get?", "retail")).toBeNull();
  });
});
