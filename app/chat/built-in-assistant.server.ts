import {
  goodbyeAnswer,
  greetingAnswer,
  suggestionAnswers,
  thanksAnswer,
} from "#app/content/chat-answers.ts";
import { answerFollowUp, answerQuestion } from "./answer-composer.server.ts";
import type { Assistant, ChatTurn } from "./assistant.server.ts";
import { classify } from "./intents.server.ts";
import { warmUpKnowledge } from "./knowledge.server.ts";

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
    return answerFollowUp(intent.kind === "question" ? intent.text : turn.content, said);
  }
  return greetingAnswer;
}

/**
 * The default assistant: answers from the site's own content with no external service.
 * Everything it says is either a written answer from the content modules or passages of them,
 * so it cannot state a figure the site does not.
 */
export function createBuiltInAssistant(options: { chunkDelayMs?: number } = {}): Assistant {
  const chunkDelayMs = options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  const cache = new Map<string, string>();
  warmUpKnowledge();

  function cachedAnswer(question: string): string {
    const cached = cache.get(question);
    if (cached !== undefined) return cached;
    const answer = answerQuestion(question);
    if (cache.size >= ANSWER_CACHE_SIZE) cache.delete(cache.keys().next().value ?? "");
    cache.set(question, answer);
    return answer;
  }

  function respond(message: string, history: readonly ChatTurn[]): string {
    const intent = classify(message);
    switch (intent.kind) {
      case "greeting":
        return greetingAnswer;
      case "thanks":
        return thanksAnswer;
      case "goodbye":
        return goodbyeAnswer;
      case "suggestion":
        return suggestionAnswers[intent.topic];
      case "follow-up":
        return followUp(history);
      case "question":
        return cachedAnswer(intent.text);
    }
  }

  return {
    async *reply({ message, history, signal }) {
      if (signal.aborted) return;
      const chunks = splitIntoChunks(respond(message, history));
      for (const [index, chunk] of chunks.entries()) {
        if (index > 0 && chunkDelayMs > 0 && !signal.aborted) await pause(chunkDelayMs, signal);
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
