import { privacyPolicyQuestions } from "#app/content/legal/privacy-policy-questions.ts";
import { privacyPolicy } from "#app/content/legal/privacy-policy.ts";
import { termsOfServiceQuestions } from "#app/content/legal/terms-of-service-questions.ts";
import { termsOfService } from "#app/content/legal/terms-of-service.ts";
import type { LegalDocument, LegalQuestions } from "#app/content/types.ts";
import { bullets, type Passage } from "./passage.ts";

/** Words visitors use for each legal section, keyed by the section's anchor id. */
const legalKeywords: Record<string, string[]> = {
  "who-we-are": ["controller", "who"],
  "data-we-collect": ["collect", "personal data", "information", "what data", "tracking"],
  "how-we-use-data": ["use", "purpose", "sell", "advertising"],
  "legal-bases": ["legal basis", "lawful basis", "consent", "legitimate interest"],
  "ai-model-improvement": ["training", "train", "model improvement", "opt out", "conversations"],
  "sharing-and-processors": ["share", "third parties", "processors", "sell"],
  "international-transfers": ["transfer", "abroad", "standard contractual clauses"],
  "data-retention": ["retention", "how long", "keep", "store", "delete", "deletion"],
  "your-rights": ["rights", "access", "export", "download", "delete", "correct"],
  security: ["security", "encryption", "breach", "protect"],
  children: ["children", "kids", "minors", "age"],
  "changes-to-this-policy": ["changes", "updates"],
  "contact-us": ["contact", "privacy questions", "complaint"],
  "scope-and-acceptance": ["agreement", "accept", "apply"],
  accounts: ["account", "sign up", "register", "deactivate", "password"],
  "acceptable-use": ["acceptable use", "prohibited", "rules", "allowed", "misuse", "abuse"],
  "ai-output": ["ai output", "advice", "trust", "rely", "reliable", "chatbot", "answers", "wrong"],
  "intellectual-property": ["copyright", "ownership", "license", "content"],
  "third-party-services": ["third party", "google"],
  "disclaimers-and-liability": ["liability", "warranty", "damages", "disclaimer"],
  termination: ["terminate", "suspend", "close account", "ban"],
  "governing-law": ["law", "jurisdiction", "court", "dispute"],
  "changes-to-these-terms": ["changes", "updates"],
  contact: ["contact", "questions"],
};

/** "March 29, 2025" for an ISO date, as the legal pages show it. */
function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** Sends visitors who ask how to act on a right straight to the page where they can. */
const linkPrivacySettings = (text: string) =>
  text.replace("privacy settings", "[privacy settings](/privacy-settings)");

/** The most written questions one passage carries, as for every other passage. */
const MAX_QUESTIONS = 48;

/** Each paragraph's questions in turn, so a capped list keeps some of every paragraph's. */
function interleaved(lists: readonly (readonly string[] | undefined)[]): string[] {
  const longest = Math.max(0, ...lists.map((list) => list?.length ?? 0));
  return Array.from({ length: longest }, (_, index) =>
    lists.flatMap((list) => (list?.[index] === undefined ? [] : [list[index]])),
  ).flat();
}

/** A section of at most this many characters is answered whole rather than by paragraph. */
const WHOLE_SECTION_CHARS = 650;

/**
 * One passage per paragraph, so an answer quotes the paragraph that answers the question and
 * not a whole section, unless the section is short. A section's list belongs to its first
 * paragraph, which introduces it.
 */
function legalPassages(
  document: LegalDocument,
  questions: LegalQuestions,
  path: string,
): Passage[] {
  const summary: Passage = {
    id: `${path.slice(1)}-summary`,
    title: document.title,
    url: path,
    text: `${document.summary} Last updated ${formatLegalDate(document.lastUpdated)}.`,
    keywords: [document.title, "last updated", "summary"],
    questions: questions.summary,
  };
  return [
    summary,
    ...document.sections.flatMap((section) => {
      const shared = {
        title: `${document.title}: ${section.heading}`,
        url: `${path}#${section.id}`,
        keywords: [document.title, ...(legalKeywords[section.id] ?? [])],
      };
      const texts = section.paragraphs.map((paragraph, index) =>
        linkPrivacySettings(
          index === 0 && section.list ? `${paragraph}\n\n${bullets(section.list)}` : paragraph,
        ),
      );
      const written = questions.sections[section.id] ?? [];
      // A short section is one answer: "does my data leave Europe, and how is it protected?"
      // needs both of its paragraphs.
      if (texts.length > 1 && texts.join("\n\n").length <= WHOLE_SECTION_CHARS) {
        return [
          {
            ...shared,
            id: `${path.slice(1)}-${section.id}-1`,
            text: texts.join("\n\n"),
            questions: interleaved(written).slice(0, MAX_QUESTIONS),
          },
        ];
      }
      return texts.map((text, index) => ({
        ...shared,
        id: `${path.slice(1)}-${section.id}-${index + 1}`,
        text,
        questions: written[index],
      }));
    }),
  ];
}

export function legalDocumentPassages(): Passage[] {
  return [
    ...legalPassages(privacyPolicy, privacyPolicyQuestions, "/privacy"),
    ...legalPassages(termsOfService, termsOfServiceQuestions, "/terms"),
  ];
}
