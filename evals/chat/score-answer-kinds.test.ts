import { describe, expect, it } from "vitest";
import type { Expectation } from "./eval-record.ts";
import { scoreAnswer, type Verdict } from "./score-answer.ts";

function question(overrides: Partial<Expectation>): Expectation {
  return { expect: "answer", facts: [], links: [], wrong: [], ...overrides };
}

/** The verdict on a short reply, which is the same strictly and leniently. */
function score(asked: Expectation, answer: string): Verdict {
  const { strict, lenient } = scoreAnswer(asked, answer);
  expect(strict).toEqual(lenient);
  return lenient;
}

describe("scoreAnswer: I don't know", () => {
  const spellings = [
    "I'm sorry, I don't know the answer to that.",
    "I do not know.",
    "Sorry, I dont know.",
    "I don’t know that one.",
  ];

  it.each(spellings)("fails %j for every kind of question", (answer) => {
    for (const expect_ of ["answer", "social", "redirect", "handover"] as const) {
      const verdict = score(question({ expect: expect_ }), answer);
      expect(verdict.pass).toBe(false);
      expect(verdict.reasons).toContain('says "I don\'t know"');
    }
  });

  it("does not mistake other uses of know", () => {
    const q = question({ expect: "answer", facts: ["know"], links: [] });
    expect(score(q, "Let us know what you need.").pass).toBe(true);
  });
});

describe("scoreAnswer: small talk", () => {
  const social = question({ expect: "social" });

  it("passes a short reply, links included", () => {
    const reply =
      "Hello! I'm the Kestrel AI assistant. Ask me about our [solutions](/solutions) or a [free consultation](/consultation).";
    expect(score(social, reply)).toEqual({ pass: true, reasons: [] });
  });

  it("fails a reply over 400 characters", () => {
    const verdict = score(social, `Hello! ${"a ".repeat(220)}`);
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons[0]).toMatch(/too long/);
  });

  it("fails a short reply that quotes site content", () => {
    const passage = "**Support hours**\n\n- Monday to Friday\n\nRead more on [Contact](/contact).";
    const verdict = score(social, passage);
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual([
      "small talk answered with site content (a list)",
      "small talk answered with site content (a page citation)",
    ]);
  });

  it("still checks the facts a small-talk question asks for", () => {
    const bot = question({ expect: "social", facts: [String.raw`assistant|\bAI\b`] });
    expect(score(bot, "Hi there!").pass).toBe(false);
    expect(score(bot, "Yes, I'm the Kestrel AI assistant.").pass).toBe(true);
  });
});

describe("scoreAnswer: off-topic", () => {
  const offTopic = question({ expect: "redirect" });

  it("passes a reply that names two things it can help with", () => {
    const reply =
      "That's outside what I cover, but I can help with our AI solutions, client case studies or booking a consultation.";
    expect(score(offTopic, reply)).toEqual({ pass: true, reasons: [] });
  });

  it("passes a reply that says what it is for and links to a site page", () => {
    const reply =
      "I'm here for questions about Kestrel AI; have a look at [our work](/case-studies).";
    expect(score(offTopic, reply).pass).toBe(true);
  });

  it("fails a reply that never says what it can help with", () => {
    const verdict = score(offTopic, "Paris is the capital of France.");
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual([
      "does not say what it can help with",
      "names fewer than two things it can help with and links to no site page",
    ]);
  });

  it("fails the don't-know reply even though it points to the contact page", () => {
    const reply =
      "I'm sorry, I don't know the answer to that. I can only answer questions about Kestrel AI. Write to us through the [contact page](/contact).";
    expect(score(offTopic, reply).reasons).toEqual(['says "I don\'t know"']);
  });
});

describe("scoreAnswer: asking for a person", () => {
  const handover = question({ expect: "handover" });

  it("passes a reply that names the team and links to the contact page", () => {
    const reply =
      "Our team will be glad to help: write to us through the [contact page](/contact).";
    expect(score(handover, reply)).toEqual({ pass: true, reasons: [] });
  });

  it("passes a reply that offers to pass the question on", () => {
    const reply = "I can pass this on to a colleague, who will get back to you by email.";
    expect(score(handover, reply).pass).toBe(true);
  });

  it("passes a reply that gives the support address", () => {
    const reply = "You can reach a person on our team at support@kestrel-ai.com.";
    expect(score(handover, reply).pass).toBe(true);
  });

  it("does not take a cited source or the FAQ for a way to reach a person", () => {
    const faq =
      "Customers can always reach a person on your team. Read more on [Contact](/contact#faq-title).";
    expect(score(handover, faq).reasons).toEqual([
      "offers neither the contact page nor to pass the question on",
    ]);
    const cited =
      "Our team is available on weekdays. Read more on [Contact](/contact#contact-info-title).";
    expect(score(handover, cited).pass).toBe(false);
  });

  it("fails a reply without a person or a way to reach one", () => {
    const verdict = score(handover, "Our AI agents answer around the clock.");
    expect(verdict.reasons).toEqual([
      "mentions no person or team",
      "offers neither the contact page nor to pass the question on",
    ]);
  });
});

describe("scoreAnswer: I don't know in a gap", () => {
  it("is an honest answer when the site does not say", () => {
    const gap = question({ expect: "gap" });
    expect(score(gap, "I'm sorry, I don't know: the site doesn't say.")).toEqual({
      pass: true,
      reasons: [],
    });
  });
});
