/**
 * Decides whether one answer of the chat assistant is right for an evaluation question. Pure:
 * the same question and answer always give the same verdict, with a reason for each failure.
 */
import type { EvalQuestion } from "./eval-question.ts";

export interface AnswerScore {
  pass: boolean;
  /** Why the answer failed, one line each; empty when it passed. */
  reasons: string[];
}

/** The longest a greeting, thanks or small-talk reply may be, in characters. */
export const MAX_SOCIAL_CHARS = 400;

/** "I don't know" in its usual spellings, including "I'm sorry, I don't know". */
const DONT_KNOW = /\bI\s+(?:do\s+not|don['’]?t)\s+know\b/i;

/** Signs that a small-talk reply quotes a piece of site content instead of just replying. */
const PASSAGE_SIGNS: readonly [RegExp, string][] = [
  [/^\s{0,3}(?:[-*+]|\d+[.)])\s+\S/m, "a list"],
  [/^\s{0,3}>/m, "a quotation"],
  [/^\s{0,3}#{1,6}\s/m, "a heading"],
  [/\bRead more on\b/i, "a page citation"],
];

/** What the assistant can help with, as a visitor would recognise each subject named. */
const HELP_SUBJECTS: readonly RegExp[] = [
  /\bsolutions?\b|\bAI agents\b|AI Workforce|no-code|personali[sz]/i,
  /case stud|client (results|stories)|success stor/i,
  /consultation/i,
  /\bcontact\b|support hours|get in touch|\bour team\b/i,
  /\babout (us|Kestrel)\b|\bthe company\b/i,
  /\baccounts?\b|sign[- ]in|password/i,
  /\bprivacy\b|\bterms\b/i,
  /newsletter/i,
];

/** A reply that says what it is there for ("I can help with…", "ask me about…"). */
const SCOPE_STATEMENT =
  /\b(help|assist|ask me|I can|I'm here|I am here|here to|questions? about|happy to|glad to)\b/i;

/** Someone other than the assistant. */
const PERSON =
  /\b(team|person|people|human|colleagues?|someone|somebody|staff|specialists?|experts?|representatives?|consultants?)\b/i;

/** An offer to have the question taken further by the team. */
const PASSES_ON =
  /\b(pass (it|this|that|your (question|message|request)) on|passing (it|this) on|forward|hand (it|this|you) over|put you in touch|get back to you|reach out to you|contact you)\b/i;

const SUPPORT_EMAIL = /support@kestrel-ai\.com/i;

/** A source cited after a passage ("Read more on [Contact](…)") is no offer to reach anyone. */
const CITATION = /\bRead more (on|at|in)\b[^\n]*/gi;

/** Links through which a visitor reaches a person: the contact page (not its FAQ) or a consultation. */
function reachesPerson(target: string): boolean {
  if (linkMatches(target, "/consultation")) return true;
  return linkMatches(target, "/contact") && !target.startsWith("/contact#faq");
}

/** The own-site targets of the answer's markdown links: `[text](/path#anchor)` → "/path#anchor". */
export function siteLinkTargets(answer: string): string[] {
  const targets: string[] = [];
  for (const match of answer.matchAll(/\]\(\s*<?(\/[^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (match[1]) targets.push(match[1]);
  }
  return targets;
}

/**
 * Whether a link target is the expected page: an expected path without "#" or "?" accepts any
 * section or query of that page; one with them must begin the target.
 */
export function linkMatches(target: string, expected: string): boolean {
  if (/[#?]/.test(expected)) return target.startsWith(expected);
  const path = target.split(/[#?]/)[0] || "/";
  const page = expected.length > 1 ? expected.replace(/\/+$/, "") : expected;
  return path === page || path === `${page}/`;
}

/** The answer as plain text: emphasis and code marks dropped, links reduced to their text and target. */
export function plainText(answer: string): string {
  return answer
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, "$1 ($2)")
    .replace(/(\*\*|__|\*|`)/g, "")
    .replace(/[ \t]+/g, " ");
}

/** The pattern as the question set means it: case-insensitive, and without a stateful `g`. */
function caseInsensitive(pattern: RegExp): RegExp {
  const flags = pattern.flags.replace(/[gy]/g, "");
  return new RegExp(pattern.source, flags.includes("i") ? flags : `${flags}i`);
}

function hasFact(answer: string, plain: string, fact: RegExp): boolean {
  const pattern = caseInsensitive(fact);
  return pattern.test(answer) || pattern.test(plain);
}

function helpSubjectsNamed(plain: string): number {
  return HELP_SUBJECTS.filter((subject) => subject.test(plain)).length;
}

export function scoreAnswer(question: EvalQuestion, answer: string): AnswerScore {
  const reasons: string[] = [];
  const text = answer.trim();
  const plain = plainText(text);
  const links = siteLinkTargets(text);

  if (text === "") reasons.push("empty answer");
  if (DONT_KNOW.test(plain)) reasons.push('says "I don\'t know"');

  for (const fact of question.facts) {
    if (!hasFact(text, plain, fact)) reasons.push(`missing fact ${fact}`);
  }

  switch (question.expect) {
    case "answer": {
      if (
        question.links.length > 0 &&
        !links.some((target) => question.links.some((expected) => linkMatches(target, expected)))
      ) {
        const found = links.length > 0 ? `links to ${links.join(", ")}` : "no site link";
        reasons.push(`no link to ${question.links.join(" or ")} (${found})`);
      }
      break;
    }
    case "social": {
      if (text.length > MAX_SOCIAL_CHARS) {
        reasons.push(`too long for small talk (${text.length} > ${MAX_SOCIAL_CHARS} characters)`);
      }
      for (const [pattern, what] of PASSAGE_SIGNS) {
        if (pattern.test(text)) reasons.push(`small talk answered with site content (${what})`);
      }
      break;
    }
    case "redirect": {
      if (!SCOPE_STATEMENT.test(plain)) reasons.push("does not say what it can help with");
      if (helpSubjectsNamed(plain) < 2 && links.length === 0) {
        reasons.push("names fewer than two things it can help with and links to no site page");
      }
      break;
    }
    case "handover": {
      if (!PERSON.test(plain)) reasons.push("mentions no person or team");
      const offer = text.replace(CITATION, "");
      const offersContact =
        siteLinkTargets(offer).some(reachesPerson) ||
        SUPPORT_EMAIL.test(offer) ||
        PASSES_ON.test(plainText(offer));
      if (!offersContact) {
        reasons.push("offers neither the contact page nor to pass the question on");
      }
      break;
    }
  }

  return { pass: reasons.length === 0, reasons };
}
