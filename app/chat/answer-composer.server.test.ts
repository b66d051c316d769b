import { describe, expect, it } from "vitest";
import { answerQuestion } from "./answer-composer.server.ts";

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

  it("answers the question apart from a long scene that crowds it out", () => {
    const answer = answerQuestion(
      "We're a 40-person insurance agency and nobody here is technical. I'm worried we'd be " +
        "left alone with a system nobody understands. How does support work once it's running?",
    );
    expect(answer).toMatch(/named contact/);
  });

  it("links each solution a figure shared by all of them is quoted for", () => {
    const answer = answerQuestion("what accuracy do your solutions reach?");
    expect(answer).toMatch(/99\.9%/);
    expect(answer).toMatch(/\[24\/7 AI Workforce\]\(\/solutions#ai-workforce\)/);
    expect(answer).toMatch(/\(\/solutions#adaptive-cx\)/);
  });
});
