import { describe, expect, it } from "vitest";
import type { EvalQuestion } from "./eval-question.ts";
import { linkMatches, plainText, scoreAnswer, siteLinkTargets } from "./score-answer.ts";

function question(overrides: Partial<EvalQuestion>): EvalQuestion {
  return {
    id: "test",
    topic: "solutions",
    question: "How accurate is it?",
    facts: [],
    links: [],
    expect: "answer",
    ...overrides,
  };
}

describe("siteLinkTargets", () => {
  it("lists the own-site targets of markdown links, not external ones", () => {
    expect(
      siteLinkTargets(
        "See [Solutions](/solutions#no-code), [mail](mailto:a@b.c), [x](https://x.org) and [FAQ](/contact#faq-title).",
      ),
    ).toEqual(["/solutions#no-code", "/contact#faq-title"]);
  });

  it("accepts a link title and angle brackets", () => {
    expect(siteLinkTargets('[a](/about "About us") [b](</terms#accounts>)')).toEqual([
      "/about",
      "/terms#accounts",
    ]);
  });

  it("ignores paths that are not link targets", () => {
    expect(siteLinkTargets("Go to /contact or (/about).")).toEqual([]);
  });
});

describe("linkMatches", () => {
  it("accepts any section or query of a page given without an anchor", () => {
    expect(linkMatches("/solutions#ai-workforce", "/solutions")).toBe(true);
    expect(linkMatches("/solutions", "/solutions")).toBe(true);
    expect(linkMatches("/contact?topic=white-paper", "/contact")).toBe(true);
  });

  it("does not take one page for another that starts the same", () => {
    expect(linkMatches("/privacy-settings", "/privacy")).toBe(false);
    expect(linkMatches("/solutions-old", "/solutions")).toBe(false);
  });

  it("treats the home page as its own page", () => {
    expect(linkMatches("/#how-title", "/")).toBe(true);
    expect(linkMatches("/?forgotPassword=true", "/")).toBe(true);
    expect(linkMatches("/about", "/")).toBe(false);
  });

  it("matches an expected anchor or query as a prefix", () => {
    expect(linkMatches("/privacy#data-retention", "/privacy#data")).toBe(true);
    expect(linkMatches("/privacy#your-rights", "/privacy#data-retention")).toBe(false);
    expect(linkMatches("/?forgotPassword=true", "/?forgotPassword=true")).toBe(true);
  });
});

describe("plainText", () => {
  it("drops emphasis and keeps link text and target", () => {
    expect(plainText("**99.9%** on [Solutions](/solutions)")).toBe(
      "99.9% on Solutions (/solutions)",
    );
  });
});

describe("scoreAnswer: answers", () => {
  const accuracy = question({ facts: [/99\.9\s?%/], links: ["/solutions"] });

  it("passes with every fact and an expected link", () => {
    const score = scoreAnswer(
      accuracy,
      "Accuracy is **99.9%**. Read more on [Solutions](/solutions).",
    );
    expect(score).toEqual({ pass: true, reasons: [] });
  });

  it("fails without the fact, naming it", () => {
    const score = scoreAnswer(accuracy, "It is very accurate. See [Solutions](/solutions).");
    expect(score.pass).toBe(false);
    expect(score.reasons).toEqual(["missing fact /99\\.9\\s?%/"]);
  });

  it("fails without an expected link, even when the page is named in plain text", () => {
    const score = scoreAnswer(accuracy, "Accuracy is 99.9%, see /solutions or [About](/about).");
    expect(score.pass).toBe(false);
    expect(score.reasons[0]).toMatch(/no link to \/solutions \(links to \/about\)/);
  });

  it("matches facts case-insensitively, even when the pattern is not", () => {
    const hours = question({ facts: [/Monday to Friday/], links: ["/contact"] });
    expect(scoreAnswer(hours, "MONDAY TO FRIDAY. [Contact](/contact)").pass).toBe(true);
  });

  it("matches facts across markdown emphasis", () => {
    const hours = question({ facts: [/Monday to Friday, 9/], links: ["/contact"] });
    expect(scoreAnswer(hours, "**Monday to Friday**, 9 AM. [Contact](/contact)").pass).toBe(true);
  });

  it("requires every fact entry and accepts any alternative within one", () => {
    const q = question({ facts: [/four to eight|4-8/, /weeks/], links: [] });
    expect(scoreAnswer(q, "Usually 4-8 weeks.").pass).toBe(true);
    expect(scoreAnswer(q, "Usually 4-8.").reasons).toEqual(["missing fact /weeks/"]);
  });

  it("is not thrown off by a global pattern", () => {
    const q = question({ facts: [/2024/g], links: [] });
    expect(scoreAnswer(q, "Founded in 2024.").pass).toBe(true);
    expect(scoreAnswer(q, "Founded in 2024.").pass).toBe(true);
  });

  it("fails an empty answer", () => {
    expect(scoreAnswer(question({}), "  ").reasons).toContain("empty answer");
  });
});

describe("scoreAnswer: I don't know", () => {
  const spellings = [
    "I'm sorry, I don't know the answer to that.",
    "I do not know.",
    "Sorry, I dont know.",
    "I don’t know that one.",
  ];

  it.each(spellings)("fails %j for every kind of question", (answer) => {
    for (const expect_ of ["answer", "social", "redirect", "handover"] as const) {
      const score = scoreAnswer(question({ expect: expect_ }), answer);
      expect(score.pass).toBe(false);
      expect(score.reasons).toContain('says "I don\'t know"');
    }
  });

  it("does not mistake other uses of know", () => {
    const q = question({ expect: "answer", facts: [/know/], links: [] });
    expect(scoreAnswer(q, "Let us know what you need.").pass).toBe(true);
  });
});

describe("scoreAnswer: small talk", () => {
  const social = question({ topic: "social", expect: "social" });

  it("passes a short reply, links included", () => {
    const reply =
      "Hello! I'm the Kestrel AI assistant. Ask me about our [solutions](/solutions) or a [free consultation](/consultation).";
    expect(scoreAnswer(social, reply)).toEqual({ pass: true, reasons: [] });
  });

  it("fails a reply over 400 characters", () => {
    const score = scoreAnswer(social, `Hello! ${"a ".repeat(220)}`);
    expect(score.pass).toBe(false);
    expect(score.reasons[0]).toMatch(/too long/);
  });

  it("fails a short reply that quotes site content", () => {
    const passage = "**Support hours**\n\n- Monday to Friday\n\nRead more on [Contact](/contact).";
    const score = scoreAnswer(social, passage);
    expect(score.pass).toBe(false);
    expect(score.reasons).toEqual([
      "small talk answered with site content (a list)",
      "small talk answered with site content (a page citation)",
    ]);
  });

  it("still checks the facts a small-talk question asks for", () => {
    const bot = question({ expect: "social", facts: [/assistant|\bAI\b/] });
    expect(scoreAnswer(bot, "Hi there!").pass).toBe(false);
    expect(scoreAnswer(bot, "Yes, I'm the Kestrel AI assistant.").pass).toBe(true);
  });
});

describe("scoreAnswer: off-topic", () => {
  const offTopic = question({ topic: "off-topic", expect: "redirect" });

  it("passes a reply that names two things it can help with", () => {
    const reply =
      "That's outside what I cover, but I can help with our AI solutions, client case studies or booking a consultation.";
    expect(scoreAnswer(offTopic, reply)).toEqual({ pass: true, reasons: [] });
  });

  it("passes a reply that says what it is for and links to a site page", () => {
    const reply =
      "I'm here for questions about Kestrel AI; have a look at [our work](/case-studies).";
    expect(scoreAnswer(offTopic, reply).pass).toBe(true);
  });

  it("fails a reply that never says what it can help with", () => {
    const score = scoreAnswer(offTopic, "Paris is the capital of France.");
    expect(score.pass).toBe(false);
    expect(score.reasons).toEqual([
      "does not say what it can help with",
      "names fewer than two things it can help with and links to no site page",
    ]);
  });

  it("fails the don't-know reply even though it points to the contact page", () => {
    const reply =
      "I'm sorry, I don't know the answer to that. I can only answer questions about Kestrel AI. Write to us through the [contact page](/contact).";
    expect(scoreAnswer(offTopic, reply).reasons).toEqual(['says "I don\'t know"']);
  });
});

describe("scoreAnswer: asking for a person", () => {
  const handover = question({ topic: "handover", expect: "handover" });

  it("passes a reply that names the team and links to the contact page", () => {
    const reply =
      "Our team will be glad to help: write to us through the [contact page](/contact).";
    expect(scoreAnswer(handover, reply)).toEqual({ pass: true, reasons: [] });
  });

  it("passes a reply that offers to pass the question on", () => {
    const reply = "I can pass this on to a colleague, who will get back to you by email.";
    expect(scoreAnswer(handover, reply).pass).toBe(true);
  });

  it("passes a reply that gives the support address", () => {
    const reply = "You can reach a person on our team at support@kestrel-ai.com.";
    expect(scoreAnswer(handover, reply).pass).toBe(true);
  });

  it("does not take a cited source or the FAQ for a way to reach a person", () => {
    const faq =
      "Customers can always reach a person on your team. Read more on [Contact](/contact#faq-title).";
    expect(scoreAnswer(handover, faq).reasons).toEqual([
      "offers neither the contact page nor to pass the question on",
    ]);
    const cited =
      "Our team is available on weekdays. Read more on [Contact](/contact#contact-info-title).";
    expect(scoreAnswer(handover, cited).pass).toBe(false);
  });

  it("fails a reply without a person or a way to reach one", () => {
    const score = scoreAnswer(handover, "Our AI agents answer around the clock.");
    expect(score.reasons).toEqual([
      "mentions no person or team",
      "offers neither the contact page nor to pass the question on",
    ]);
  });
});
