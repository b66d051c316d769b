/**
 * The records of the chat assistant's question sets (README.md beside this file): one JSON object
 * a line, validated by these schemas wherever a set is read.
 */
import { z } from "zod";

/** What a question is about; reports list them in this order. */
export const EVAL_TOPICS = [
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
  /** what the site does not say */
  "gap",
] as const;

export type EvalTopic = (typeof EVAL_TOPICS)[number];

/** What kind of reply is right. */
export const EVAL_EXPECTATIONS = [
  /** the facts, and a link to a page they are on */
  "answer",
  /** a short reply to small talk */
  "social",
  /** off-topic: say what the assistant can help with */
  "redirect",
  /** asking for a person: offer a way to reach the team */
  "handover",
  /** the site does not say: a short, honest "that isn't on the site" */
  "gap",
] as const;

export type EvalExpectation = (typeof EVAL_EXPECTATIONS)[number];

/** Whether a pattern source compiles as the scorer compiles it (case-insensitive). */
function compiles(source: string): boolean {
  try {
    new RegExp(source, "i");
    return true;
  } catch {
    return false;
  }
}

const pattern = z.string().min(1).refine(compiles, { error: "is not a valid regular expression" });

/** What one answer is judged by; the fields a single question and a conversation's turn share. */
const expectation = {
  question: z.string().regex(/\S/, { error: "is blank" }),
  expect: z.enum(EVAL_EXPECTATIONS),
  /** Each entry: the answer must match it (case-insensitive); alternatives sit inside with `|`. */
  facts: z.array(pattern),
  /**
   * Paths the answer must link to at least one of. A path without "#" or "?" accepts any section
   * or query of that page; one with them must begin the link's target.
   */
  links: z.array(z.string().startsWith("/")),
  /** Patterns no answer may match anywhere (case-insensitive): a wrong figure, a made-up claim. */
  wrong: z.array(pattern),
};

export const evalTurnSchema = z.strictObject({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
});

export const evalQuestionSchema = z.strictObject({
  id: z.string().min(1),
  topic: z.enum(EVAL_TOPICS),
  ...expectation,
  /** For a follow-up: the earlier messages of the conversation, as scripted. */
  history: z.array(evalTurnSchema).min(1).optional(),
});

export const conversationTurnSchema = z.strictObject(expectation);

export const evalConversationSchema = z.strictObject({
  id: z.string().min(1),
  topic: z.enum(EVAL_TOPICS),
  turns: z.array(conversationTurnSchema).min(1),
});

export type EvalTurn = z.infer<typeof evalTurnSchema>;
export type EvalQuestion = z.infer<typeof evalQuestionSchema>;
export type ConversationTurn = z.infer<typeof conversationTurnSchema>;
export type EvalConversation = z.infer<typeof evalConversationSchema>;

/** What the scorer needs of a question: a single question and a conversation's turn alike. */
export type Expectation = Pick<EvalQuestion, "expect" | "facts" | "links" | "wrong">;
