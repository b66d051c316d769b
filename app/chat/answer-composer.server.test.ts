import { describe, expect, it } from "vitest";
import { answerQuestion, questionParts } from "./answer-composer.server.ts";

describe("questionParts", () => {
  it("keeps a sentence that sets the scene beside the question after it", () => {
    expect(questionParts("I'm on the marketing team. Is there a newsletter I can read?")).toEqual([
      { asked: "Is there a newsletter I can read?", scene: "I'm on the marketing team" },
    ]);
  });

  it("splits after a colon that introduces a second question", () => {
    const parts = questionParts("Where is your office, and also: are you open on Fridays?");
    expect(parts.map((part) => part.asked)).toEqual([
      "Where is your office",
      "are you open on Fridays?",
    ]);
  });

  it("asks about each thing of a list joined with plus signs or slashes", () => {
    const parts = questionParts("pls give me email + opening hours + address");
    expect(parts.map((part) => part.asked)).toEqual([
      "pls give me email",
      "opening hours",
      "address",
    ]);
    expect(questionParts("phone/email")).toHaveLength(2);
  });

  it("keeps a slash between figures or in and/or", () => {
    expect(questionParts("is your 24/7 support by phone and/or chat?")).toHaveLength(1);
  });

  it("asks about each of two things a question compares", () => {
    const parts = questionParts(
      "What's the difference between deactivating my account and deleting it?",
    );
    expect(parts.map((part) => part.asked)).toEqual([
      "what is deactivating my account",
      "what is deleting it",
    ]);
  });
});

describe("answerQuestion", () => {
  it("answers the question after the scene, however many words the scene has", () => {
    const answer = answerQuestion(
      "We are a busy marketing team of twelve people working across two offices. " +
        "How often does the newsletter go out, and what's your email?",
    );
    expect(answer).toMatch(/One email a month/);
    expect(answer).toMatch(/support@kestrel-ai\.com/);
  });

  it("links each section of a page it answers from", () => {
    const answer = answerQuestion(
      "How accurate are your solutions, and what does the 24/7 AI Workforce do?",
    );
    expect(answer).toMatch(/\]\(\/solutions\)/);
    expect(answer).toMatch(/\[24\/7 AI Workforce\]\(\/solutions#ai-workforce\)/);
  });
});
