import { suggestionPrompts, type SuggestionTopic } from "#app/content/chat.ts";
import { boundedMemo } from "../../bounded-memo.ts";
import { isForeign, readForeignWords } from "../search/foreign-words.server.ts";
import { searchKnowledge, siteSpelling } from "../search/knowledge.server.ts";
import { isOffTopic } from "./off-topic.server.ts";
import { wantsPerson } from "./person-request.server.ts";
import {
  ASKS_SOMETHING,
  CAPABILITIES,
  COMPLIMENT,
  GOODBYE,
  GREETING,
  HOW_ARE_YOU,
  asksWhatAssistantIs,
  THANKS,
  THANKS_AT_END,
  TRAILING_THANKS,
  pleasantry,
  smallTalkOnly,
} from "./small-talk.server.ts";

/** Replies that need no search: small talk, "tell me more" and asking for a person. */
export type ConversationalKind =
  | "greeting"
  | "thanks"
  | "goodbye"
  | "how-are-you"
  | "identity"
  | "acknowledgement"
  | "compliment"
  | "off-topic"
  | "handover"
  | "follow-up";

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

/** Reactions a visitor opens with before saying what they came to say. */
const REACTIONS =
  /^((haha+|hah|lol|ha|nice|cool|great|wow|ah|oh|ok|okay|right|alright|sure|awesome|perfect|neat|interesting)\s+)+/;

/** A remark about the visitor's own life: "I used to live there haha". */
const PERSONAL_REMARK =
  /^(i|we) (used to|once|also) (live|lived|work|worked|study|studied|visit|visited|grow up|grew up)( in| near)? (there|here|nearby|[a-z]+)( too| as well)?( haha| lol)?$/;

/** Words that ask or request something, after thanks that may be all a message says. */
const REQUESTS =
  /\b(what|whats|how|when|where|which|who|why|can|could|would|will|do|does|is there|are there|tell|need|want|explain|show|send|book|help me)\b/;

/** A promise to return, which asks nothing: "will come back after my coffee". */
const COMING_BACK = /\b(i'?ll |i will |will )?(come|be|check|pop) back\b.*$/;

/** Words that announce a question without asking it: "quick q:", "one more thing,". */
const PREAMBLE =
  /^(quick (q|question|one)|(one )?(more|last|another|other|final) (thing|question|q)|(a |one |small |little )?question( for (you|ya))?|just (wondering|curious|checking)|i was wondering|i wonder|btw|by the way|sorry|hmm+|um+|uh+) /;

/** Asking to hear more of the last answer, with nothing else: "ooh, more detail on that one please". */
const FOLLOW_UP =
  /^((ooh+|oh|ok(ay)?|nice|cool|great|interesting|right|sure|yes|yeah|hmm+|so|and|please|pls|can you|could you|can i|could i|i'?d like|i want|give me|get)( |$))*(tell me more|(some |a (bit|little) |much |any )?more|go on|continue|keep going|what else|elaborate|expand|go deeper|dig deeper|(more |further )?(details?|info|information)|and|then( what)?|what then)( (detail|details|info|information|on this|on that))?( (about|on|of|for) (that|it|this|them|those)( one| case| story| part)?)?( please| pls| thanks)?$/;

/** Close paraphrases of each suggested prompt, so typing it works as well as the chip. */
const suggestionPatterns: Record<SuggestionTopic, RegExp> = {
  company:
    /^((tell|talk to) (me|us) )?(more )?about (the company|your company|kestrel( ai)?|you|yourselves)$|^(so )?who (are|r) (you|u)( guys| all| folks| people)?( exactly)?( and what do (you|u)( guys)?( actually| really| even)? do)?$|^who is kestrel( ai)?$|^what (is|does) kestrel( ai)?( do)?$|^what do (you|u) (guys |people |folks )?(actually |really |even )?do( exactly)?$/,
  goals:
    /\bhow (can|could|does|do|will|would|might) (ai|artificial intelligence)\b.*\b(help|support|achieve|reach|meet)\b|\b(ai|artificial intelligence)\b.*\b(my|our) (business )?(goals?|objectives)\b/,
  humanCentric: /\bhuman[\s-]?(centric|centred|centered|first)\b/,
  trends:
    /\btrend(s|ing|y)?\b.*\b(ai|artificial intelligence)\b|\b(ai|artificial intelligence)\b.*\btrend(s|ing|y)?\b|\b(latest|new|news) (in|on|about) (ai|artificial intelligence)\b/,
  fun: /\bsomething (fun|funny|interesting)\b|\bfun fact\b|\bjoke\b|\bmake me (laugh|smile)\b|\bsurprise me\b/,
};

const exactPrompts = new Map(
  (Object.entries(suggestionPrompts) as [SuggestionTopic, string][]).map(([topic, prompt]) => [
    normalizeMessage(prompt),
    topic,
  ]),
);

/** Messages whose reading is remembered: a conversation's earlier turns are read again each turn. */
const REMEMBERED_MESSAGES = 1000;

/**
 * Classifies a message. A pleasantry in front of a question ("Hi, what are your hours?") is
 * dropped so the question is answered; on its own it gets the small-talk reply. Each message is
 * read once; a turn read again (as the conversation so far) costs a lookup.
 */
export const classify: (written: string) => Readonly<Intent> = boundedMemo(
  REMEMBERED_MESSAGES,
  classifyWritten,
);

function classifyWritten(written: string): Intent {
  // "What's your postcode? Thanks!", "i forgot my password thanks": the thanks after a request
  // is not part of it. "All sorted, thanks a lot" only thanks.
  const unthanked = written.replace(TRAILING_THANKS, "");
  if (unthanked !== written && unthanked.trim() !== "") {
    const request = classifyMessage(unthanked);
    if (REQUEST_KINDS.has(request.kind)) return request;
    if (
      request.kind === "question" &&
      !REMARK.test(request.text) &&
      (ASKS_SOMETHING.test(request.text) || searchKnowledge(request.asked, { limit: 1 }).length > 0)
    ) {
      return request;
    }
    // "Perfect, that's exactly what I needed for the deck, thanks" only thanks.
    if (request.kind === "question" && REMARK.test(request.text) && !written.includes("?")) {
      return { kind: "thanks" };
    }
  }
  return classifyMessage(written);
}

/**
 * A visitor's message with its slips put right, towards the content's words and the words the
 * patterns of small talk, requests for a person and off-topic requests are written in
 * ("pawsord reset", "a real perosn"); every other word, and the case of every word, as written.
 */
export function withSlipsCorrected(message: string): string {
  // A message in another language is read by its glossary, not put right towards English.
  if (isForeign(message)) return message;
  return siteSpelling().correctSlips(message);
}

/** A remark before the thanks rather than a request: "legend, sorted in two minutes flat". */
const REMARK =
  /^(legend|great|perfect|brilliant|awesome|sorted|cool|nice|lovely|amazing|fantastic|excellent|wonderful|super|spot on|all good|all sorted|that worked|that helped|works now)\b/;

/** What a message before a closing thanks may be besides a question: a request of its own. */
const REQUEST_KINDS: ReadonlySet<Intent["kind"]> = new Set([
  "handover",
  "off-topic",
  "suggestion",
  "follow-up",
  "identity",
]);

function classifyMessage(message: string): Intent {
  let text = normalizeMessage(message);
  const exact = exactPrompts.get(text);
  if (exact) return { kind: "suggestion", topic: exact };

  // "And then what, is that it?" asks something, though every word of it is small talk.
  // "And then?" asks for more, though "and" and "then" are small-talk words.
  const polite =
    message.includes("?") &&
    (/\b(what|how|when|where|which|who|why)\b/.test(text) || FOLLOW_UP.test(text))
      ? null
      : pleasantry(text);
  if (polite) return { kind: polite };

  for (const [kind, pattern] of [
    ["greeting", GREETING],
    ["thanks", THANKS],
    ["goodbye", GOODBYE],
  ] as const) {
    const match = pattern.exec(text);
    if (!match) continue;
    const rest = text.slice(match[0].length).trim();
    if (smallTalkOnly(rest)) return { kind };
    // "Thank you so much, dear, you've been more helpful than our IT fellow!" asks nothing more;
    // "Bye for now, will come back after my coffee" only takes leave.
    const request = rest.replace(COMING_BACK, "");
    if (kind !== "greeting" && !message.includes("?") && !REQUESTS.test(request)) return { kind };
    text = rest;
  }
  const preamble = PREAMBLE.exec(text);
  if (preamble && text.slice(preamble[0].length).includes(" ")) {
    text = text.slice(preamble[0].length);
  }
  if (!text || CAPABILITIES.test(text)) return { kind: "greeting" };
  // "Haha nice. How's your day going?": a reaction in front of small talk is part of it.
  const unreacted = text.replace(REACTIONS, "");
  if (HOW_ARE_YOU.test(unreacted)) return { kind: "how-are-you" };
  if (PERSONAL_REMARK.test(unreacted)) return { kind: "acknowledgement" };
  if (THANKS_AT_END.test(text) && !ASKS_SOMETHING.test(text) && !message.includes("?")) {
    return { kind: "thanks" };
  }
  if (asksWhatAssistantIs(text)) return { kind: "identity" };
  if (wantsPerson(text) || wantsPerson(normalizeMessage(readForeignWords(message)))) {
    return { kind: "handover" };
  }
  if (isOffTopic(text)) return { kind: "off-topic" };
  if (COMPLIMENT.test(text) && !message.includes("?")) return { kind: "compliment" };
  if (FOLLOW_UP.test(text)) return { kind: "follow-up" };

  // "And who are you exactly?" asks what the prompt asks.
  const unjoined = text.replace(/^((and|also|so|ok|okay|but) )+/, "");
  for (const [topic, pattern] of Object.entries(suggestionPatterns) as [
    SuggestionTopic,
    RegExp,
  ][]) {
    if (pattern.test(unjoined)) return { kind: "suggestion", topic };
  }
  return { kind: "question", text, asked: asWritten(message, text) };
}

/** The end of the message that normalises to `text`: the message without what was dropped. */
function asWritten(message: string, text: string): string {
  const trimmed = message.trim();
  if (normalizeMessage(trimmed) === text) return trimmed;
  for (const start of trimmed.matchAll(/\s+/g)) {
    const rest = trimmed.slice(start.index + start[0].length);
    if (normalizeMessage(rest) === text) return rest;
  }
  return text;
}
