/**
 * Reading the conversation so far: which section the last answer came from, whether a message
 * leans on it, what its topic is, and what a follow-up asks once that is known.
 */
import { CLARIFYING_OPENING } from "#app/content/chat-answers.ts";
import type { ChatTurn } from "../../assistant.server.ts";
import { classify, type Intent } from "./intents.server.ts";
import { knowledgePassages, searchKnowledge } from "../search/knowledge.server.ts";
import { asksAboutProductHandOff } from "./person-request.server.ts";
import { questionParts } from "./question-parts.server.ts";
import { tokenize, toTerm } from "../search/search-terms.server.ts";
import { swappedSubject, withSubjectSwapped } from "./subject-swap.server.ts";

/** The assistant's previous reply, if any. */
export const lastReply = (history: readonly ChatTurn[]) =>
  history.findLast((turn) => turn.role === "assistant")?.content;

/**
 * The section the previous reply answered from (the first source it cites: the passage it led
 * with; the others only supported it), or null when it was not an answer from the content
 * (small talk, a clarifying question).
 */
export function answeredSections(history: readonly ChatTurn[]): ReadonlySet<string> | null {
  const reply = lastReply(history);
  if (!reply || reply.startsWith(CLARIFYING_OPENING)) return null;
  const lead = /Read more on [^\n]*?\]\((\/[^)\s]*)\)/.exec(reply)?.[1];
  if (lead) return new Set([lead]);
  // A reply written by another engine that sends the visitor to one section of the site.
  const linked = new Set([...reply.matchAll(/\]\((\/[^)\s]*)\)/g)].map((link) => link[1]));
  const [only] = linked;
  if (linked.size === 1 && knowledgePassages().some((passage) => passage.url === only)) {
    return linked as ReadonlySet<string>;
  }
  // A reply that links nowhere the content knows: the sections that answer the question it
  // replied to; small talk or a request for a person has none.
  const asked = history.findLast((turn) => turn.role === "user")?.content;
  const intent = asked === undefined ? undefined : classify(asked);
  const hits = intent?.kind === "question" ? searchKnowledge(intent.asked, { limit: 2 }) : [];
  return hits.length > 0 ? new Set(hits.map((hit) => hit.url)) : null;
}

/**
 * A question that leans on the one before: it starts like a continuation ("and…", "what
 * about…"), adds a twist ("what if we're in Europe?"), points back ("that", "it") or is too
 * short to carry a topic of its own. A continuation or a pointing word in a question that
 * names enough things of its own ("and is it chat only, or email and phone calls too?") does
 * not make it lean, unless the question opens with it ("that last point, how is it applied?").
 * So does a short question naming with "the" what the previous reply spoke of ("how long is
 * the link good for?").
 */
/** What a visitor says before carrying on: "ok", "k", "got it", "cool". */
const CARRYING_ON = "((ok(ay)?|k|kk|so|right|alright|cool|great|nice|got it|i see|hmm+) )*";
const CONTINUATION = new RegExp(
  `^${CARRYING_ON}(and|also|but|then|what about|how about|what if|same for)\\b`,
);
const CONDITION = new RegExp(
  `^${CARRYING_ON}((and|but|so) )?(what if|if|what about|how about|same for|in case|even if)\\b`,
);
const POINTS_BACK = /\b(that|it|its|this|those|these|them|they|their|theirs|there|same)\b/;
const STARTS_POINTING_BACK = /^(that|this|those|these|it|they|there)\b/;
const SHORT_QUESTION_WORDS = 3;
/** Meaningful words that give a continuation, or a question pointing back, a topic of its own. */
const MIN_TERMS_OF_ITS_OWN = 4;
const MIN_TERMS_POINTING_BACK = 7;

/** "The link", "the form": a thing named as already known. */
const DEFINITE = /\bthe (\p{L}+)/gu;

/** Whether the text names with "the" a thing the previous reply spoke of ("the link"). */
function namesWhatWasSaid(text: string, previousReply: string): boolean {
  const said = new Set(tokenize(previousReply).flatMap((token) => toTerm(token) ?? []));
  return [...text.matchAll(DEFINITE)].some(([, word = ""]) => said.has(toTerm(word) ?? ""));
}

export function leansOnContext(text: string, previousReply = ""): boolean {
  const terms = tokenize(text).filter((token) => toTerm(token)).length;
  return (
    (terms < MIN_TERMS_POINTING_BACK && namesWhatWasSaid(text, previousReply)) ||
    // "Up to how much?" names nothing of its own.
    terms === 0 ||
    (CONTINUATION.test(text) && terms < MIN_TERMS_OF_ITS_OWN) ||
    CONDITION.test(text) ||
    (POINTS_BACK.test(text) && terms < MIN_TERMS_POINTING_BACK) ||
    STARTS_POINTING_BACK.test(text) ||
    text.split(" ").length <= SHORT_QUESTION_WORDS
  );
}

/**
 * The topic of the conversation before this message: the visitor's last question, together
 * with the one before it when that question itself leaned on its predecessor.
 */
export function conversationTopic(history: readonly ChatTurn[]): string | undefined {
  const questions: string[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn?.role !== "user") continue;
    const intent = classify(turn.content);
    if (intent.kind === "suggestion") {
      questions.push(turn.content);
      break;
    }
    // Small talk in between ("thanks!") does not change the topic.
    if (intent.kind !== "question") continue;
    questions.push(intent.asked);
    if (questions.length === 2 || !leansOnContext(intent.text)) break;
  }
  return questions.length > 0 ? questions.reverse().join(" ") : undefined;
}

/**
 * "What about for retail?": the visitor's previous question asked again about the subject the
 * follow-up names, or null when the follow-up is not such a swap.
 */
export function swappedQuestion(
  text: string,
  history: readonly ChatTurn[],
): { question: string; subject: string } | null {
  const subject = swappedSubject(text);
  const earlier = subject ? history.findLast((turn) => turn.role === "user") : undefined;
  const intent = earlier ? classify(earlier.content) : undefined;
  if (!subject || intent?.kind !== "question") return null;
  const swapped = withSubjectSwapped(intent.asked, subject);
  // "What if I'm in Europe?" after the opening hours asks them again for someone in Europe,
  // while after "do you follow the GDPR?" it swaps the law: whichever the content answers better.
  const conditioned = VISITOR_CONDITION.test(text) ? `${intent.asked} ${subject}` : null;
  const best = (question: string) => searchKnowledge(question, { limit: 1 })[0]?.score ?? 0;
  const question =
    conditioned && (!swapped || best(conditioned) > best(swapped)) ? conditioned : swapped;
  return question ? { question, subject } : null;
}

/** A follow-up that says something about the visitor: "what if I'm in Europe?". */
const VISITOR_CONDITION =
  /^(?:(?:ok(?:ay)?|so|and|but|right)\s+)*(?:what (?:about )?if|and if|if) (?:i|we|they)\b/;

/**
 * A message that sets a scene around its one question ("We're a firm in Ohio weighing our
 * options. Who are you exactly? We decide this month.") is read for what the question alone
 * asks: one of the suggested prompts, or a person.
 */
export function withoutScene(intent: Intent): Intent {
  if (intent.kind !== "question") return intent;
  const [part, ...others] = questionParts(intent.asked);
  if (!part || others.length > 0 || (!part.scene && !part.after)) return intent;
  const own = classify(part.asked);
  if (own.kind === "handover") return asksAboutProductHandOff(intent.text) ? intent : own;
  return own.kind === "suggestion" ? own : intent;
}

/** A link by the title of the section it opens, so "the second one" names what it is. */
export function sectionName(url: string, text: string): string {
  const passage = knowledgePassages().find((candidate) => candidate.url === url);
  return passage ? `${text} (${passage.title})` : text;
}
