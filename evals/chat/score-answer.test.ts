import { describe, expect, it } from "vitest";
import type { Expectation } from "./eval-record.ts";
import { scoreAnswer } from "./score-answer.ts";

function question(overrides: Partial<Expectation>): Expectation {
  return { expect: "answer", facts: [], links: [], wrong: [], ...overrides };
}

const pass = { pass: true, reasons: [] };

describe("scoreAnswer: facts and links", () => {
  const accuracy = question({ facts: [String.raw`99\.9\s?%`], links: ["/solutions"] });

  it("passes both verdicts with every fact early and an expected link", () => {
    const score = scoreAnswer(
      accuracy,
      "Accuracy is **99.9%**. Read more on [Solutions](/solutions).",
    );
    expect(score).toEqual({ strict: pass, lenient: pass });
  });

  it("fails both without the fact, naming it", () => {
    const score = scoreAnswer(accuracy, "It is very accurate. See [Solutions](/solutions).");
    expect(score.lenient.reasons).toEqual([String.raw`missing fact /99\.9\s?%/`]);
    expect(score.strict.reasons).toEqual([String.raw`missing fact /99\.9\s?%/`]);
  });

  it("fails both without an expected link, even when the page is named in plain text", () => {
    const score = scoreAnswer(accuracy, "Accuracy is 99.9%, see /solutions or [About](/about).");
    expect(score.lenient.reasons).toEqual(["no link to /solutions (links to /about)"]);
    expect(score.strict.pass).toBe(false);
  });

  it("matches facts case-insensitively", () => {
    const hours = question({ facts: ["Monday to Friday"], links: ["/contact"] });
    expect(scoreAnswer(hours, "MONDAY TO FRIDAY. [Contact](/contact)").strict.pass).toBe(true);
  });

  it("matches facts across markdown emphasis", () => {
    const hours = question({ facts: ["Monday to Friday, 9"], links: ["/contact"] });
    const score = scoreAnswer(hours, "**Monday to Friday**, 9 AM. [Contact](/contact)");
    expect(score.strict.pass).toBe(true);
  });

  it("requires every fact entry and accepts any alternative within one", () => {
    const q = question({ facts: ["four to eight|4-8", "weeks"] });
    expect(scoreAnswer(q, "Usually 4-8 weeks.").strict.pass).toBe(true);
    expect(scoreAnswer(q, "Usually 4-8.").lenient.reasons).toEqual(["missing fact /weeks/"]);
  });

  it("fails an empty answer", () => {
    expect(scoreAnswer(question({}), "  ").lenient.reasons).toContain("empty answer");
  });
});

describe("scoreAnswer: strictly, the facts at a glance", () => {
  const founded = question({ facts: ["2024"] });
  const preamble = "Kestrel AI builds AI agents for businesses of every size. ".repeat(6);

  it("passes leniently but not strictly when a fact comes after the first 300 characters", () => {
    const score = scoreAnswer(founded, `${preamble}It was founded in 2024.`);
    expect(score.lenient.pass).toBe(true);
    expect(score.strict.reasons).toEqual(["fact /2024/ not within the first 300 characters"]);
  });

  it("counts the characters of the plain text, not of the markdown", () => {
    const links = "[AI agents](/solutions#ai-workforce) ".repeat(9);
    expect(links.length).toBeGreaterThan(300);
    expect(scoreAnswer(founded, `${links}\n\n2024`).strict.pass).toBe(false);
    const emphasis = `${"**word** ".repeat(40)}2024`;
    expect(emphasis.length).toBeGreaterThan(300);
    expect(scoreAnswer(founded, emphasis).strict.pass).toBe(true);
  });
});

describe("scoreAnswer: strictly, nothing wrong", () => {
  const hours = question({ facts: ["Monday to Friday"], wrong: ["24/7 support|weekends"] });

  it("fails strictly when a wrong pattern matches anywhere, leniently never", () => {
    const answer = `Monday to Friday. ${"More detail follows. ".repeat(30)}Also on weekends.`;
    const score = scoreAnswer(hours, answer);
    expect(score.lenient.pass).toBe(true);
    expect(score.strict.reasons).toEqual(["states wrong /24/7 support|weekends/"]);
  });

  it("matches wrong patterns case-insensitively and in the plain text", () => {
    expect(scoreAnswer(hours, "Monday to Friday, and **24/7 SUPPORT**.").strict.pass).toBe(false);
  });
});

describe("scoreAnswer: strictly, no longer than read at a glance", () => {
  const long = `Our AI agents answer at any hour. ${"They also hand over to your team. ".repeat(40)}`;

  it("fails an answer over 1,200 characters", () => {
    const score = scoreAnswer(question({ facts: ["any hour"] }), long);
    expect(score.lenient.pass).toBe(true);
    expect(score.strict.reasons).toEqual([
      `too long to read at a glance (${long.trim().length} > 1200 characters)`,
    ]);
  });

  it("lets an answer to a question of four facts or more run longer", () => {
    const q = question({ facts: ["AI agents", "any hour", "hand over", "team"] });
    expect(scoreAnswer(q, long).strict.pass).toBe(true);
  });

  it("holds off-topic replies and hand-overs to the same length", () => {
    const reply = `I can help with our solutions and case studies. ${long}`;
    expect(scoreAnswer(question({ expect: "redirect" }), reply).strict.pass).toBe(false);
  });
});

describe("scoreAnswer: gaps the site does not fill", () => {
  const gap = question({ expect: "gap", facts: ["London"] });

  it.each([
    "An office in London is not something I can find on the site.",
    "I don't have details of a London office.",
    "A London office isn't stated anywhere on the site.",
    "I can't find anything about London on the site.",
    "The site doesn't say whether there is a London office.",
    "There is no information about a London office.",
    "A London office is not listed on our contact page.",
    "Whether we have a London office is not published.",
    "I don't know whether we have a London office; the site only names Boston.",
    "I’m not sure I have that one: London isn’t mentioned.",
  ])("passes %j", (answer) => {
    expect(scoreAnswer(gap, answer)).toEqual({ strict: pass, lenient: pass });
  });

  it("fails an answer that does not admit the gap", () => {
    const score = scoreAnswer(gap, "Yes, we have an office in London.");
    expect(score.lenient.reasons).toEqual(["does not say the site does not have that information"]);
    expect(score.strict.pass).toBe(false);
  });

  it("still requires its facts", () => {
    const score = scoreAnswer(gap, "I don't have that information.");
    expect(score.strict.reasons).toEqual(["missing fact /London/"]);
  });

  it("fails strictly over 400 characters", () => {
    const answer = `I can't find a London office on the site. ${"Our office is in Boston. ".repeat(16)}`;
    const score = scoreAnswer(gap, answer);
    expect(score.lenient.pass).toBe(true);
    expect(score.strict.reasons).toEqual([
      `too long for a gap (${answer.trim().length} > 400 characters)`,
    ]);
  });

  it("checks links when the question asks for them", () => {
    const q = question({ expect: "gap", links: ["/contact"] });
    expect(
      scoreAnswer(q, "That's not published. Ask us on the [contact page](/contact).").strict.pass,
    ).toBe(true);
    expect(scoreAnswer(q, "That's not published.").strict.reasons).toEqual([
      "no link to /contact (no site link)",
    ]);
  });
});
