/**
 * Decides whether one answer of the chat assistant is right for an evaluation question, twice:
 * leniently (every fact somewhere in the answer) and strictly (every fact at a glance, nothing
 * wrong, no longer than a visitor reads). Pure: the same question and answer always give the
 * same verdicts, with a reason for each failure.
 */
import { linkMatches, plainText, siteLinkTargets } from "./answer-text.ts";
import type { Expectation } from "./eval-record.ts";

export interface Verdict {
  pass: boolean;
  /** Why the answer failed, one line each; empty when it passed. */
  reasons: string[];
}

export interface AnswerScore {
  strict: Verdict;
  lenient: Verdict;
}

/** The longest a greeting, thanks or small-talk reply may be, in characters. */
export const MAX_SOCIAL_CHARS = 400;

/** The longest an answer saying the site does not have something may be, in characters. */
export const MAX_GAP_CHARS = 400;

/** How much of the plain-text answer a visitor reads at a glance: the facts must be there. */
export const GLANCE_CHARS = 300;

/** Strictly, an answer longer than this is too long to read at a glance… */
export const MAX_ANSWER_CHARS = 1200;

/** …unless it answers a question that asks for at least this many facts. */
export const MANY_FACTS = 4;

/** "I don't know" in its usual spellings, including "I'm sorry, I don't know". */
const DONT_KNOW = /\bI\s+(?:do\s+not|don['’]?t)\s+know\b/i;

const NOT = String.raw`(?:not|n['’]?t)`;

/** "can't" would not read as "can" + "n't". */
const CANNOT = String.raw`(?:can(?:not| not|['’]?t)|could\s*${NOT})`;

/** Honest ways of saying the site, or the assistant, does not have the information asked for. */
const GAP_STATEMENTS: readonly RegExp[] = [
  DONT_KNOW,
  new RegExp(String.raw`\b(?:is|are|was|were|it['’]?s|that['’]?s)\s*${NOT} something\b`, "i"),
  new RegExp(String.raw`\bI\s+(?:(?:do|did)\s*${NOT}|${CANNOT}) (?:have|see|find|spot)\b`, "i"),
  /\bI(?:['’]m| am) not sure I (?:have|know)\b/i,
  new RegExp(
    String.raw`(?:\b(?:is|are|was|were|has|have)\s*|['’](?:s|re)\s+)${NOT}(?: been)? (?:stated|listed|published|mentioned|covered|given|shown|specified|made public|available|shared|disclosed|included)\b`,
    "i",
  ),
  /\b(?:not|never) (?:stated|listed|published|mentioned|covered|specified|disclosed) (?:on|in|anywhere)\b/i,
  new RegExp(
    String.raw`\b${CANNOT} (?:find|see|say|tell|answer|confirm)\b|\bunable to (?:find|say|tell|confirm)\b`,
    "i",
  ),
  new RegExp(
    String.raw`\b(?:does|do|did)\s*${NOT} (?:say|state|mention|list|publish|cover|specify|give|share|disclose|include)\b`,
    "i",
  ),
  /\bno (?:information|details?|mention|data|figures?|word)\b/i,
  /\b(?:nothing|not anything) (?:on|about|in)\b/i,
  /\b(?:site|website|page)s? (?:has|have|gives?|says?|lists?) (?:no|nothing)\b/i,
];

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

/** A question set's pattern as the scorer reads it: always case-insensitive. */
const compile = (source: string) => new RegExp(source, "i");

const shown = (source: string) => `/${source}/`;

function helpSubjectsNamed(plain: string): number {
  return HELP_SUBJECTS.filter((subject) => subject.test(plain)).length;
}

/** The answer read once, in the forms the checks need. */
interface Reading {
  text: string;
  plain: string;
  links: string[];
}

/** What both verdicts require, apart from the facts: the kind of reply the question expects. */
function kindReasons(question: Expectation, { text, plain, links }: Reading): string[] {
  const reasons: string[] = [];
  if (text === "") reasons.push("empty answer");
  if (question.expect !== "gap" && DONT_KNOW.test(plain)) reasons.push('says "I don\'t know"');

  switch (question.expect) {
    case "answer":
    case "gap": {
      if (question.expect === "gap" && !GAP_STATEMENTS.some((pattern) => pattern.test(plain))) {
        reasons.push("does not say the site does not have that information");
      }
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
  return reasons;
}

/** Leniently a fact may be anywhere, in the markdown or in its plain text. */
function lenientFactReasons(question: Expectation, { text, plain }: Reading): string[] {
  return question.facts
    .filter((fact) => {
      const pattern = compile(fact);
      return !pattern.test(text) && !pattern.test(plain);
    })
    .map((fact) => `missing fact ${shown(fact)}`);
}

/** Strictly every fact is in the plain text's opening, nothing wrong anywhere, and it is short. */
function strictReasons(question: Expectation, { text, plain }: Reading): string[] {
  const reasons: string[] = [];
  const opening = plain.slice(0, GLANCE_CHARS);
  for (const fact of question.facts) {
    const pattern = compile(fact);
    if (pattern.test(opening)) continue;
    reasons.push(
      pattern.test(plain)
        ? `fact ${shown(fact)} not within the first ${GLANCE_CHARS} characters`
        : `missing fact ${shown(fact)}`,
    );
  }
  for (const wrong of question.wrong) {
    const pattern = compile(wrong);
    if (pattern.test(text) || pattern.test(plain)) reasons.push(`states wrong ${shown(wrong)}`);
  }
  if (question.expect === "gap" && text.length > MAX_GAP_CHARS) {
    reasons.push(`too long for a gap (${text.length} > ${MAX_GAP_CHARS} characters)`);
  }
  const mayBeLong = question.expect === "answer" && question.facts.length >= MANY_FACTS;
  if (text.length > MAX_ANSWER_CHARS && !mayBeLong) {
    reasons.push(`too long to read at a glance (${text.length} > ${MAX_ANSWER_CHARS} characters)`);
  }
  return reasons;
}

const verdict = (reasons: string[]): Verdict => ({ pass: reasons.length === 0, reasons });

export function scoreAnswer(question: Expectation, answer: string): AnswerScore {
  const text = answer.trim();
  const reading: Reading = { text, plain: plainText(text), links: siteLinkTargets(text) };
  const kind = kindReasons(question, reading);
  return {
    lenient: verdict([...lenientFactReasons(question, reading), ...kind]),
    strict: verdict([...strictReasons(question, reading), ...kind]),
  };
}
