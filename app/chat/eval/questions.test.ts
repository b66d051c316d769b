import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as about from "#app/content/about.ts";
import { caseStudies } from "#app/content/case-studies.ts";
import * as chatAnswers from "#app/content/chat-answers.ts";
import * as faq from "#app/content/faq.ts";
import * as helpTopics from "#app/content/help-topics.ts";
import * as home from "#app/content/home.ts";
import { privacyPolicy } from "#app/content/legal/privacy-policy.ts";
import { termsOfService } from "#app/content/legal/terms-of-service.ts";
import * as site from "#app/content/site.ts";
import { solutions } from "#app/content/solutions.ts";
import * as questionnaire from "#app/get-started/questionnaire-steps.ts";
import * as consultation from "#app/inquiries/consultation-options.ts";
import { EVAL_TOPICS, type EvalQuestion } from "./eval-question.ts";
import { HELD_OUT_QUESTIONS } from "./questions-held-out.ts";
import { TUNING_QUESTIONS } from "./questions-tuning.ts";

const ALL = [...TUNING_QUESTIONS, ...HELD_OUT_QUESTIONS];

/** Every string a value holds, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const routeSource = (file: string) => readFileSync(join("app/routes", file), "utf8");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** What the site says: the content modules, the page templates and the product description. */
const siteText = [
  ...strings([about, caseStudies, chatAnswers, faq, helpTopics, home, site, solutions]),
  ...strings([privacyPolicy, termsOfService, questionnaire, consultation]),
  ...filesUnder("app/routes").map((file) => readFileSync(file, "utf8")),
  readFileSync("docs/product.md", "utf8"),
].join("\n");

/** Section anchors of each page, read from where the page defines them. */
const anchorsByPage: Record<string, (anchor: string) => boolean> = {
  "/solutions": (anchor) => solutions.some((solution) => solution.id === anchor),
  "/case-studies": (anchor) => caseStudies.some((study) => study.id === anchor),
  "/privacy": (anchor) => privacyPolicy.sections.some((section) => section.id === anchor),
  "/terms": (anchor) => termsOfService.sections.some((section) => section.id === anchor),
  "/": (anchor) => routeSource("marketing/home.tsx").includes(`id="${anchor}"`),
  "/about": (anchor) => routeSource("marketing/about.tsx").includes(`id="${anchor}"`),
  "/contact": (anchor) => routeSource("forms/contact.tsx").includes(`id="${anchor}"`),
};

/** The site's pages a visitor can be sent to (docs/product.md#11-page-list). */
const PAGES = new Set([
  "/",
  "/solutions",
  "/about",
  "/case-studies",
  "/contact",
  "/consultation",
  "/get-started",
  "/privacy",
  "/terms",
  "/newsletter",
  "/unsubscribe",
  "/sign-in",
  "/profile",
  "/privacy-settings",
]);

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]+/gu, " ")
      .split(/\s+/)
      .filter((word) => word.length > 0),
  );

function similarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared || 1);
}

describe("the evaluation questions", () => {
  it("are at least 320, with at least 75 held out", () => {
    expect(ALL.length).toBeGreaterThanOrEqual(320);
    expect(HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(75);
  });

  it("have unique ids that name their part and topic", () => {
    expect(new Set(ALL.map((q) => q.id)).size).toBe(ALL.length);
    for (const q of TUNING_QUESTIONS)
      expect(q.id).toMatch(new RegExp(`^[tfprosvenxdwkqzabcgijlmuy]-${q.topic}-`));
    for (const q of HELD_OUT_QUESTIONS) expect(q.id.startsWith(`h-${q.topic}-`)).toBe(true);
  });

  it.each([
    ["tuning", TUNING_QUESTIONS],
    ["held-out", HELD_OUT_QUESTIONS],
  ] as const)("cover every topic in the %s part", (_part, questions) => {
    for (const topic of EVAL_TOPICS) {
      expect(questions.filter((q) => q.topic === topic).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("include at least 25 follow-ups, each after an answered question", () => {
    const followUps = ALL.filter((q) => q.history !== undefined);
    expect(followUps.length).toBeGreaterThanOrEqual(25);
    for (const q of followUps) {
      expect(q.history?.[0]?.role).toBe("user");
      expect(q.history?.at(-1)?.role).toBe("assistant");
    }
  });

  it("ask for links exactly when they expect an answer", () => {
    for (const q of ALL) expect(q.links.length > 0).toBe(q.expect === "answer");
  });

  it("link only to existing pages and section anchors", () => {
    const broken: string[] = [];
    for (const q of ALL) {
      for (const link of q.links) {
        const [path = "", anchor] = link.split("#");
        const page = path.split("?")[0] || "/";
        const known =
          PAGES.has(page) && (anchor === undefined || anchorsByPage[page]?.(anchor) === true);
        if (!known) broken.push(`${q.id}: ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("use patterns without state, each of which the site's own text matches", () => {
    const unmatched: string[] = [];
    for (const q of ALL) {
      for (const fact of q.facts) {
        expect(fact.flags).not.toMatch(/[gy]/);
        if (!new RegExp(fact.source, "i").test(siteText)) unmatched.push(`${q.id}: ${fact}`);
      }
    }
    expect(unmatched).toEqual([]);
  });

  it("have no near-duplicates across the two parts", () => {
    const pairs: string[] = [];
    for (const tuning of TUNING_QUESTIONS) {
      for (const heldOut of HELD_OUT_QUESTIONS) {
        if (similarity(tuning.question, heldOut.question) >= 0.5) {
          pairs.push(`${tuning.id} ~ ${heldOut.id}`);
        }
      }
    }
    expect(pairs).toEqual([]);
  });

  it("have no repeated question within a part", () => {
    for (const part of [TUNING_QUESTIONS, HELD_OUT_QUESTIONS] as EvalQuestion[][]) {
      const texts = part.filter((q) => !q.history).map((q) => q.question.toLowerCase().trim());
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
