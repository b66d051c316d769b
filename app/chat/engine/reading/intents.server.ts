import type { ConversationKind } from "#app/content/chat-conversation-examples.ts";
import type { SuggestionTopic } from "#app/content/chat.ts";
import { boundedMemo } from "../../bounded-memo.ts";
import { isOtherLanguage } from "./other-language.server.ts";
import { siteSpelling } from "../search/knowledge.server.ts";
import { exampleKind } from "./conversation-kinds.server.ts";

/**
 * Replies that need no search: small talk, "tell me more", asking for a person, and questions
 * outside the site or on what it never states.
 */
export type ConversationalKind = ConversationKind;

/** What a message asks for, before any search: small talk, a suggested prompt or a question. */
export type Intent =
  | { kind: ConversationalKind }
  | { kind: "suggestion"; topic: SuggestionTopic }
  | {
      kind: "question";
      /** The question normalised (see normalizeMessage), for matching patterns. */
      text: string;
      /**
       * The question as the visitor wrote it, without a greeting in front: its punctuation tells
       * where one question ends and the next begins.
       */
      asked: string;
    };

/** Lower case, plain apostrophes, punctuation reduced to spaces: what the patterns below see. */
export function normalizeMessage(message: string): string {
  return (
    message
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      // "mornin'": an apostrophe for a dropped letter ends the word.
      .replace(/(\p{L})'(?=\s|$)/gu, "$1")
      .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Messages whose reading is remembered: a conversation's earlier turns are read again each turn. */
const REMEMBERED_MESSAGES = 1000;

/**
 * Classifies a message by its nearest example messages. A pleasantry in front of a question
 * ("Hi, what are your hours?") or thanks after one ("what's your postcode? thanks") is read as
 * a part of its own and dropped, so the question is answered; on its own it gets the small-talk
 * reply. Each message is read once; a turn read again (as the conversation so far) costs a lookup.
 */
export const classify: (written: string) => Readonly<Intent> = boundedMemo(
  REMEMBERED_MESSAGES,
  classifyWritten,
);

/**
 * A visitor's message with its slips put right, towards the content's words and the words of
 * the example messages ("pawsord reset", "a real perosn"); every other word, and the case of
 * every word, as written.
 */
export function withSlipsCorrected(message: string): string {
  // A message in another language is not put right towards English words.
  if (isOtherLanguage(message)) return message;
  return siteSpelling().correctSlips(message);
}

/**
 * Which small talk a message of several pleasantries gets: taking leave over greeting or
 * thanking, those over the rest; "all sorted, thanks" thanks, "that covers it, have a good
 * evening" takes leave.
 */
const SMALL_TALK_RANK: Partial<Record<Intent["kind"], number>> = {
  goodbye: 3,
  greeting: 2,
  thanks: 2,
  "how-are-you": 1,
  identity: 1,
  compliment: 1,
  acknowledgement: 0,
};
const SMALL_TALK = new Set(Object.keys(SMALL_TALK_RANK) as Intent["kind"][]);
const isSmallTalk = (intent: Intent) => SMALL_TALK.has(intent.kind);
/** What may close a request: "what's your postcode? thanks", not "wait, am I talking to a bot?". */
const CLOSING = new Set<Intent["kind"]>(["thanks", "goodbye"]);

/** The parts of a message, each with the punctuation that ends it. */
const clauses = (written: string) =>
  written
    .trim()
    .split(/(?<=[.!?;,:])\s+/)
    .filter((part) => normalizeMessage(part) !== "");

function classifyWritten(written: string): Intent {
  const text = normalizeMessage(written);
  const whole = intentOf(written, text);
  if (!isSmallTalk(whole) && whole.kind !== "question") return whole;
  return splitReading(clauses(written)) ?? whole;
}

/** Kinds that ask nothing: a message with a question mark is none of them. */
const ASKS_NOTHING = new Set("thanks acknowledgement goodbye compliment".split(" "));

/** A phrase in quotes is what a message is about ("translate 'thank you'"), not what it says. */
const QUOTED = /(^|\s)['"‘“][^'"’”]+['"’”](?=[\s?.!,]|$)/g;

function intentOf(written: string, text: string): Intent {
  const kind = exampleKind(normalizeMessage(written.replace(QUOTED, "$1")));
  if (kind === "question" || (written.includes("?") && ASKS_NOTHING.has(kind as string))) {
    return { kind: "question", text, asked: written.trim() };
  }
  return typeof kind === "string" ? { kind } : { kind: "suggestion", topic: kind.topic };
}

/**
 * A message read as a pleasantry and what follows it, or what comes before a closing thanks or
 * goodbye: the request when one part asks something, else the weightier pleasantry.
 */
function splitReading(parts: string[]): Intent | undefined {
  if (parts.length < 2) return undefined;
  for (const [own, other, pleasantries] of [
    [parts.slice(0, 1), parts.slice(1), SMALL_TALK],
    [parts.slice(-1), parts.slice(0, -1), CLOSING],
  ] as const) {
    const pleasantry = classify(own.join(" "));
    if (!pleasantries.has(pleasantry.kind)) continue;
    const rest = classify(other.join(" "));
    if (!isSmallTalk(rest)) return rest;
    return SMALL_TALK_RANK[pleasantry.kind]! >= SMALL_TALK_RANK[rest.kind]! ? pleasantry : rest;
  }
  return undefined;
}
