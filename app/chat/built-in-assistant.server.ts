import {
  CLARIFYING_OPENING,
  HAND_OVER_REQUEST,
  handOverReplies,
  stuckAnswerOffer,
  acknowledgementAnswer,
  complimentAnswer,
  offTopicAnswer,
  goodbyeAnswer,
  greetingAnswer,
  handoverAnswer,
  howAreYouAnswer,
  identityAnswer,
  suggestionAnswers,
  thanksAnswer,
} from "#app/content/chat-answers.ts";
import {
  answerAbout,
  answerFollowUp,
  answerInConversation,
  answerQuestion,
} from "./answer-composer.server.ts";
import type { Assistant, AssistantRequest, ChatTurn } from "./assistant.server.ts";
import { boundedMemo } from "./bounded-memo.ts";
import { emailInMessage, type HandOver } from "./hand-over.server.ts";
import {
  classify,
  normalizeMessage,
  type ConversationalKind,
  type Intent,
} from "./intents.server.ts";
import { knowledgePassages, searchKnowledge, warmUpKnowledge } from "./knowledge.server.ts";
import { asksAboutProductHandOff } from "./person-request.server.ts";
import { withOrdinalResolved } from "./ordinal-reference.server.ts";
import { questionParts } from "./question-parts.server.ts";
import { tokenize, toTerm } from "./search-terms.server.ts";
import { swappedSubject, withSubjectSwapped } from "./subject-swap.server.ts";

/** Long enough for the widget to visibly stream, short enough that a reply takes a second or so. */
const DEFAULT_CHUNK_DELAY_MS = 15;
const WORDS_PER_CHUNK = 3;
/**
 * Answers to recent questions, so a burst of visitors asking the same thing costs one search.
 * Bounded: the oldest entry goes when it is full.
 */
const ANSWER_CACHE_SIZE = 500;

/** The answer split into pieces of a few words; joined, they give back the exact text. */
export function splitIntoChunks(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    chunks.push(words.slice(i, i + wordsPerChunk).join(""));
  }
  return chunks;
}

/** Resolves after `ms`, or at once when the visitor goes away. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal.aborted) done();
    else signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * For "tell me more": the last thing the visitor actually asked, and everything answered since,
 * so the follow-up can skip what was already said.
 */
function followUp(history: readonly ChatTurn[]): string {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn?.role !== "user") continue;
    const intent = classify(turn.content);
    if (intent.kind !== "question" && intent.kind !== "suggestion") continue;
    const said = history
      .slice(i + 1)
      .filter((later) => later.role === "assistant")
      .map((later) => later.content)
      .join("\n");
    return answerFollowUp(intent.kind === "question" ? intent.asked : turn.content, said);
  }
  return greetingAnswer;
}

/** The assistant's previous reply, if any. */
const lastReply = (history: readonly ChatTurn[]) =>
  history.findLast((turn) => turn.role === "assistant")?.content;

/**
 * The section the previous reply answered from (the first source it cites: the passage it led
 * with; the others only supported it), or null when it was not an answer from the content
 * (small talk, a clarifying question).
 */
function answeredSections(history: readonly ChatTurn[]): ReadonlySet<string> | null {
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

/** "Yes please", "sure, go ahead": taking up an offer without giving the address yet. */
const AGREES =
  /^(yes|yeah|yep|sure|ok|okay|please|go ahead|do it|please do)( please| do| go ahead| thanks| thank you)*$/;

/** Hands the conversation over, and says what became of it. */
async function handOverReply(email: string, handOver: HandOver | undefined): Promise<string> {
  if (!handOver) return handOverReplies.unavailable;
  const outcome = await handOver(email);
  switch (outcome.status) {
    case "sent":
      return handOverReplies.sent(outcome.email);
    case "invalid-email":
      return handOverReplies.invalidEmail(outcome.message);
    case "rate-limited":
      return handOverReplies.rateLimited;
    case "failed":
      return handOverReplies.failed;
  }
}

/** Written replies that need neither a search nor the conversation. */
const fixedReplies: Record<Exclude<ConversationalKind, "follow-up">, string> = {
  greeting: greetingAnswer,
  thanks: thanksAnswer,
  goodbye: goodbyeAnswer,
  "how-are-you": howAreYouAnswer,
  identity: identityAnswer,
  acknowledgement: acknowledgementAnswer,
  compliment: complimentAnswer,
  "off-topic": offTopicAnswer,
  handover: handoverAnswer,
};

/**
 * A question that leans on the one before: it starts like a continuation ("and…", "what
 * about…"), adds a twist ("what if we're in Europe?"), points back ("that", "it") or is too
 * short to carry a topic of its own. A continuation or a pointing word in a question that
 * names enough things of its own ("and is it chat only, or email and phone calls too?") does
 * not make it lean, unless the question opens with it ("that last point, how is it applied?").
 */
const CONTINUATION = /^(ok(ay)? |so )?(and|also|but|then|what about|how about|what if|same for)\b/;
const CONDITION =
  /^(ok(ay)? |so |cool |right )?((and|but|so) )?(what if|if|what about|how about|same for|in case|even if)\b/;
const POINTS_BACK = /\b(that|it|this|those|these|them|they|there|same)\b/;
const STARTS_POINTING_BACK = /^(that|this|those|these|it|they|there)\b/;
const SHORT_QUESTION_WORDS = 3;
/** Meaningful words that give a continuation, or a question pointing back, a topic of its own. */
const MIN_TERMS_OF_ITS_OWN = 4;
const MIN_TERMS_POINTING_BACK = 7;

function leansOnContext(text: string): boolean {
  const terms = tokenize(text).filter((token) => toTerm(token)).length;
  return (
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
function conversationTopic(history: readonly ChatTurn[]): string | undefined {
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
function swappedQuestion(
  text: string,
  history: readonly ChatTurn[],
): { question: string; subject: string } | null {
  const subject = swappedSubject(text);
  const earlier = subject ? history.findLast((turn) => turn.role === "user") : undefined;
  const intent = earlier ? classify(earlier.content) : undefined;
  const question =
    subject && intent?.kind === "question" ? withSubjectSwapped(intent.asked, subject) : null;
  return subject && question ? { question, subject } : null;
}

/**
 * A message that sets a scene around its one question ("We're a firm in Ohio weighing our
 * options. Who are you exactly? We decide this month.") is read for what the question alone
 * asks: one of the suggested prompts, or a person.
 */
function withoutScene(intent: Intent): Intent {
  if (intent.kind !== "question") return intent;
  const [part, ...others] = questionParts(intent.asked);
  if (!part || others.length > 0 || (!part.scene && !part.after)) return intent;
  const own = classify(part.asked);
  if (own.kind === "handover") return asksAboutProductHandOff(intent.text) ? intent : own;
  return own.kind === "suggestion" ? own : intent;
}

/** A link by the title of the section it opens, so "the second one" names what it is. */
function sectionName(url: string, text: string): string {
  const passage = knowledgePassages().find((candidate) => candidate.url === url);
  return passage ? `${text} (${passage.title})` : text;
}

/** How the console names the built-in assistant's replies. */
export const BUILT_IN_ENGINE = "built-in";

/**
 * The default assistant: answers from the site's own content with no external service.
 * Everything it says is either a written answer from the content modules or passages of them,
 * so it cannot state a figure the site does not.
 */
export function createBuiltInAssistant(options: { chunkDelayMs?: number } = {}): Assistant {
  const chunkDelayMs = options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  const cachedAnswer = boundedMemo(ANSWER_CACHE_SIZE, (question) => answerQuestion(question));
  warmUpKnowledge();

  function respond(message: string, history: readonly ChatTurn[]): string {
    // "The last one" after a reply that listed three things names the third.
    const resolved = withOrdinalResolved(message, lastReply(history), sectionName);
    const intent = withoutScene(classify(resolved ?? message));
    switch (intent.kind) {
      case "suggestion":
        return suggestionAnswers[intent.topic];
      case "follow-up":
        return followUp(history);
      case "question": {
        const swapped = swappedQuestion(intent.text, history);
        if (swapped) return answerAbout(swapped.question, swapped.subject);
        // A question that names what it points at stands on its own.
        const sections = resolved ? null : answeredSections(history);
        const topic =
          !resolved && leansOnContext(intent.text) ? conversationTopic(history) : undefined;
        const answer =
          sections || topic
            ? answerInConversation(intent.asked, { sections, context: topic })
            : cachedAnswer(intent.asked);
        // Twice in a row without an answer: the team will know, so offer to ask them.
        return answer.startsWith(CLARIFYING_OPENING) &&
          lastReply(history)?.startsWith(CLARIFYING_OPENING)
          ? `${answer}\n\n${stuckAnswerOffer}`
          : answer;
      }
      default:
        return fixedReplies[intent.kind];
    }
  }

  /** The reply to a message, taking up an open offer to pass the conversation on. */
  async function replyTo({ message, history, handOver }: AssistantRequest): Promise<string> {
    if (lastReply(history)?.includes(HAND_OVER_REQUEST)) {
      const email = emailInMessage(message);
      if (email !== null) return handOverReply(email, handOver);
      if (AGREES.test(normalizeMessage(message))) return handOverReplies.askForEmail;
    }
    return respond(message, history);
  }

  return {
    engine: BUILT_IN_ENGINE,
    async *reply(request) {
      const { signal } = request;
      if (signal.aborted) return;
      const chunks = splitIntoChunks(await replyTo(request));
      for (const [index, chunk] of chunks.entries()) {
        if (index > 0 && chunkDelayMs > 0 && !signal.aborted) await pause(chunkDelayMs, signal);
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
