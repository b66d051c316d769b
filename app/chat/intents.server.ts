import { suggestionPrompts, type SuggestionTopic } from "#app/content/chat.ts";

/** What a message asks for, before any search: small talk, a suggested prompt or a question. */
export type Intent =
  | { kind: "greeting" | "thanks" | "goodbye" | "follow-up" }
  | { kind: "suggestion"; topic: SuggestionTopic }
  | { kind: "question"; text: string };

/** Lower case, plain apostrophes, punctuation reduced to spaces: what the patterns below see. */
export function normalizeMessage(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const GREETING =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day))( there| team| all| everyone| kestrel( ai)?)?\b/;
const THANKS =
  /^(ok(ay)? |great |perfect |awesome )?(thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate it)( so much| a lot| very much)?\b/;
const GOODBYE =
  /^(ok(ay)? )?(bye|goodbye|good bye|bye bye|see you|see ya|farewell|that's all|that is all|have a (good|nice|great) (day|one|evening))\b/;
const HOW_ARE_YOU = /^how are you( doing)?( today)?$/;
const FOLLOW_UP =
  /^(tell me more|more|more please|go on|continue|keep going|what else|elaborate|more details|more info( please)?|and)( about (that|it|this))?$/;

/** Close paraphrases of each suggested prompt, so typing it works as well as the chip. */
const suggestionPatterns: Record<SuggestionTopic, RegExp> = {
  company:
    /^((tell|talk to) (me|us) )?(more )?about (the company|your company|kestrel( ai)?|you|yourselves)$|^who (are you|is kestrel( ai)?|are you guys)$|^what (is|does) kestrel( ai)?( do)?$|^what do you (guys )?do$/,
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

/**
 * Classifies a message. A pleasantry in front of a question ("Hi, what are your hours?") is
 * dropped so the question is answered; on its own it gets the small-talk reply.
 */
export function classify(message: string): Intent {
  let text = normalizeMessage(message);
  const exact = exactPrompts.get(text);
  if (exact) return { kind: "suggestion", topic: exact };

  for (const [kind, pattern] of [
    ["greeting", GREETING],
    ["thanks", THANKS],
    ["goodbye", GOODBYE],
  ] as const) {
    const match = pattern.exec(text);
    if (!match) continue;
    const rest = text.slice(match[0].length).trim();
    if (!rest || HOW_ARE_YOU.test(rest)) return { kind };
    text = rest;
  }
  if (!text || HOW_ARE_YOU.test(text)) return { kind: "greeting" };
  if (FOLLOW_UP.test(text)) return { kind: "follow-up" };

  for (const [topic, pattern] of Object.entries(suggestionPatterns) as [
    SuggestionTopic,
    RegExp,
  ][]) {
    if (pattern.test(text)) return { kind: "suggestion", topic };
  }
  return { kind: "question", text };
}
