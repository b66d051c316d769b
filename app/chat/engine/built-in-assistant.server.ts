import {
  CLARIFYING_OPENING,
  HAND_OVER_REQUEST,
  handOverReplies,
  stuckAnswerOffer,
  acknowledgementAnswer,
  complimentAnswer,
  notOnSiteAnswer,
  offTopicAnswer,
  otherLanguageAnswer,
  goodbyeAnswer,
  greetingAnswer,
  handoverAnswer,
  liveHandoverAnswer,
  howAreYouAnswer,
  identityAnswer,
  quoteOffer,
  siteGapAnswer,
  suggestionAnswers,
  thanksAnswer,
} from "#app/content/chat-answers.ts";
import {
  answerAbout,
  answerFollowUp,
  answerInConversation,
  answerQuestion,
} from "./answers/answer-composer.server.ts";
import type { Assistant, AssistantRequest, ChatTurn } from "../assistant.server.ts";
import { boundedMemo } from "../bounded-memo.ts";
import { emailInMessage, type HandOver } from "../conversations/hand-over.server.ts";
import {
  answeredSections,
  conversationTopic,
  lastReply,
  leansOnContext,
  sectionName,
  swappedQuestion,
  withoutScene,
} from "./reading/conversation-context.server.ts";
import {
  classify,
  normalizeMessage,
  withSlipsCorrected,
  type ConversationalKind,
} from "./reading/intents.server.ts";
import { warmUpKnowledge } from "./search/knowledge.server.ts";
import { leftAddress } from "../conversations/left-address.ts";
import { isOtherLanguage } from "./reading/other-language.server.ts";
import { namesUnknownToSite } from "./reading/site-gap.server.ts";
import { withOrdinalResolved } from "./reading/ordinal-reference.server.ts";
import { wantsQuote } from "./reading/person-request.server.ts";

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
  "not-on-site": notOnSiteAnswer,
  "off-topic": offTopicAnswer,
  handover: handoverAnswer,
};

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

  function respond(written: string, history: readonly ChatTurn[]): string {
    const message = withSlipsCorrected(written);
    // "The last one" after a reply that listed three things names the third.
    const earlier = history
      .filter((turn) => turn.role === "assistant")
      .map((turn) => turn.content)
      .reverse();
    const resolved = withOrdinalResolved(message, earlier[0], sectionName, earlier.slice(1));
    const intent = withoutScene(classify(resolved ?? message));
    switch (intent.kind) {
      case "suggestion":
        return suggestionAnswers[intent.topic];
      case "follow-up":
        return followUp(history);
      case "question": {
        // The site never mentions what is asked about: say so rather than quote something else.
        const unknown = namesUnknownToSite(intent.asked);
        if (unknown.length > 0) return siteGapAnswer(unknown);
        const swapped = swappedQuestion(intent.text, history);
        if (swapped) return answerAbout(swapped.question, swapped.subject);
        // A question that names what it points at stands on its own.
        const sections = resolved ? null : answeredSections(history);
        const topic =
          !resolved && leansOnContext(intent.text, lastReply(history))
            ? conversationTopic(history)
            : undefined;
        const answer =
          sections || topic
            ? answerInConversation(intent.asked, { sections, context: topic })
            : cachedAnswer(intent.asked);
        // Written in another language and not understood: say the assistant reads English.
        if (answer.startsWith(CLARIFYING_OPENING) && isOtherLanguage(intent.asked)) {
          return otherLanguageAnswer;
        }
        // Twice in a row without an answer: the team will know, so offer to ask them.
        if (
          answer.startsWith(CLARIFYING_OPENING) &&
          lastReply(history)?.startsWith(CLARIFYING_OPENING)
        ) {
          return `${answer}\n\n${stuckAnswerOffer}`;
        }
        // A quote is worked out by the team: the site's answer, and the offer to ask them.
        return wantsQuote(intent.text) ? `${answer}\n\n${quoteOffer}` : answer;
      }
      default:
        return fixedReplies[intent.kind];
    }
  }

  /**
   * The reply to a message. An address the visitor leaves is never dropped: it passes the
   * conversation on, whether or not a hand-over was offered; a question asked with it is
   * answered too.
   */
  async function replyTo(request: AssistantRequest): Promise<string> {
    const reply = await replyInWriting(request);
    // A request for a person is answered by one when the team is on duty.
    if (reply === handoverAnswer && (await request.callTeam?.())) return liveHandoverAnswer;
    return reply;
  }

  async function replyInWriting({ message, history, handOver }: AssistantRequest): Promise<string> {
    const offered = lastReply(history)?.includes(HAND_OVER_REQUEST) ?? false;
    // After an offer any word with an "@" is the address, so the visitor hears what is wrong
    // with one that is not; otherwise only a well-formed address is one.
    const email = offered ? emailInMessage(message) : leftAddress(message);
    if (email !== null) {
      const handedOver = await handOverReply(email, handOver);
      const asked = answerBeside(message.replace(email, " "), history);
      return asked ? `${asked}\n\n${handedOver}` : handedOver;
    }
    if (offered && AGREES.test(normalizeMessage(message))) return handOverReplies.askForEmail;
    return respond(message, history);
  }

  /** The answer to a question asked together with an address, if it asks one the site answers. */
  function answerBeside(rest: string, history: readonly ChatTurn[]): string | null {
    if (!rest.includes("?") || classify(withSlipsCorrected(rest)).kind !== "question") return null;
    // The address is already given: no offer to take one.
    const answer = respond(rest, history).replace(`\n\n${quoteOffer}`, "");
    return answer.startsWith(CLARIFYING_OPENING) ? null : answer;
  }

  return {
    engine: BUILT_IN_ENGINE,
    prepare() {
      warmUpKnowledge();
      // The corrector's English word list loads now too, not while the first visitor waits.
      withSlipsCorrected("a mesage with a slip");
    },
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
