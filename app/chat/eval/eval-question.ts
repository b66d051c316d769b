/**
 * The labelled visitor questions the chat assistant is measured against (`npm run eval:chat`).
 * Each question says what a good reply contains; score-answer.ts decides whether a reply does.
 */

/** What a question is about; every part of the question set covers each of them. */
export type EvalTopic =
  | "company"
  | "ai-workforce"
  | "no-code"
  | "personalization"
  | "solutions"
  | "case-studies"
  | "process"
  | "pricing"
  | "consultation"
  | "contact"
  | "accounts"
  | "account-data"
  | "newsletter"
  | "legal"
  | "social"
  | "handover"
  | "off-topic";

/** Every topic, in the order reports list them. */
export const EVAL_TOPICS: readonly EvalTopic[] = [
  "company",
  "ai-workforce",
  "no-code",
  "personalization",
  "solutions",
  "case-studies",
  "process",
  "pricing",
  "consultation",
  "contact",
  "accounts",
  "account-data",
  "newsletter",
  "legal",
  "social",
  "handover",
  "off-topic",
];

/** One earlier message of the conversation, for follow-up questions. */
export interface EvalTurn {
  role: "user" | "assistant";
  content: string;
}

export interface EvalQuestion {
  id: string;
  topic: EvalTopic;
  question: string;
  /** Each entry: the answer must match at least one of the alternatives (case-insensitive) */
  facts: RegExp[];
  /**
   * Paths (with optional #anchor prefix match) the answer must link to at least one of; empty
   * for greetings/thanks/small talk. A path without "#" or "?" accepts any section or query of
   * that page ("/solutions" accepts "/solutions#no-code"); one with them must begin the link's
   * target ("/privacy#data" accepts "/privacy#data-retention").
   */
  links: string[];
  /** What kind of reply is right */
  expect:
    | "answer"
    | "social"
    /** off-topic: must say what it can help with and must not say "I don't know" */
    | "redirect"
    /** asking for a person: must offer contact/hand-over */
    | "handover";
  /** for follow-up questions: earlier turns */
  history?: EvalTurn[];
}

/** A question that needs no site facts: small talk, a request for a person, or off-topic. */
export function plain(
  id: string,
  topic: "social" | "handover" | "off-topic",
  question: string,
): EvalQuestion {
  const expect = topic === "off-topic" ? "redirect" : topic;
  return { id, topic, question, facts: [], links: [], expect };
}

/** A question whose answer must state `facts` and link one of `links`; a follow-up after `history`. */
export function ask(
  id: string,
  topic: EvalTopic,
  question: string,
  facts: RegExp[],
  links: string[],
  history?: EvalTurn[],
): EvalQuestion {
  const asked: EvalQuestion = { id, topic, question, facts, links, expect: "answer" };
  return history ? { ...asked, history } : asked;
}

/** One exchange before a follow-up: what the visitor asked and what the assistant replied. */
export function exchange(asked: string, replied: string): EvalTurn[] {
  return [
    { role: "user", content: asked },
    { role: "assistant", content: replied },
  ];
}
