import { describe, expect, it } from "vitest";
import { caseStudies } from "#app/content/case-studies.ts";
import { caseStudyQuestions } from "#app/content/case-study-questions.ts";
import { helpTopicQuestions } from "#app/content/help-topic-questions.ts";
import { helpTopics } from "#app/content/help-topics.ts";
import { privacyPolicyQuestions } from "#app/content/legal/privacy-policy-questions.ts";
import { privacyPolicy } from "#app/content/legal/privacy-policy.ts";
import { termsOfServiceQuestions } from "#app/content/legal/terms-of-service-questions.ts";
import { termsOfService } from "#app/content/legal/terms-of-service.ts";
import { sharedSpecQuestions } from "#app/content/solution-questions.ts";
import { solutions } from "#app/content/solutions.ts";
import type { LegalDocument, LegalQuestions } from "#app/content/types.ts";
import { knowledgePassages, searchKnowledge } from "../search/knowledge.server.ts";

/** The written questions live apart from the content they answer; these keep the two in step. */
describe("written questions", () => {
  const passages = knowledgePassages();

  it("give every passage 6 to 64 ways to be asked for", () => {
    const outside = passages
      .map((passage) => ({ id: passage.id, count: passage.questions?.length ?? 0 }))
      .filter(({ count }) => count < 6 || count > 64);
    expect(outside).toEqual([]);
  });

  it("name each question once, so no question is claimed by two passages", () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const passage of passages) {
      for (const question of passage.questions ?? []) {
        const key = question.toLowerCase();
        if (seen.has(key)) repeated.push(`${question} (${seen.get(key)}, ${passage.id})`);
        seen.set(key, passage.id);
      }
    }
    expect(repeated).toEqual([]);
  });

  it.each([
    ["privacy policy", privacyPolicy, privacyPolicyQuestions],
    ["terms of service", termsOfService, termsOfServiceQuestions],
  ] as [string, LegalDocument, LegalQuestions][])(
    "of the %s follow its sections, one set per paragraph",
    (_name, document, questions) => {
      const paragraphs = Object.fromEntries(
        document.sections.map((section) => [section.id, section.paragraphs.length]),
      );
      const written = Object.fromEntries(
        Object.entries(questions.sections).map(([id, sets]) => [id, sets.length]),
      );
      expect(written).toEqual(paragraphs);
    },
  );

  it("of the case studies belong to existing studies, with a set for each white paper", () => {
    expect(Object.keys(caseStudyQuestions).sort()).toEqual(caseStudies.map((s) => s.id).sort());
    for (const study of caseStudies) {
      expect(Boolean(caseStudyQuestions[study.id]?.whitePaper), study.id).toBe(
        Boolean(study.whitePaper),
      );
    }
  });

  it("of the help topics and shared specifications belong to existing ones", () => {
    expect(Object.keys(helpTopicQuestions).sort()).toEqual(helpTopics.map((t) => t.id).sort());
    for (const label of Object.keys(sharedSpecQuestions)) {
      expect(solutions.every((s) => s.specs.some((spec) => spec.label === label))).toBe(true);
    }
  });

  it("lead back to their own passage first, nearly always", () => {
    const asked = passages.flatMap((passage) =>
      (passage.questions ?? []).map((question) => ({ question, id: passage.id })),
    );
    const found = asked.filter(({ question, id }) => searchKnowledge(question)[0]?.id === id);
    // A few land on a passage that answers them as well (the FAQ beside a solution's copy).
    expect(found.length / asked.length).toBeGreaterThan(0.9);
  });
});
