import {
  conversationExamples,
  questionExamples,
  suggestionExamples,
  type ConversationKind,
} from "#app/content/chat-conversation-examples.ts";
import { suggestionPrompts, type SuggestionTopic } from "#app/content/chat.ts";
import { knowledgePassages } from "../search/knowledge.server.ts";
import { createNearestExamples, type NearestExamples } from "../search/nearest-examples.server.ts";
import { stem } from "../search/search-terms.server.ts";

/**
 * What kind of message a text is, by its nearest example messages: small talk, a request for a
 * person or for more, a request outside the site, a suggestion's prompt, or a question. The
 * site's own written questions count as examples of questions, so "can my customers always reach
 * a human?" stays the question it is though it shares most words with a request for a person.
 */
export type ExampleKind = ConversationKind | { topic: SuggestionTopic } | "question";

/** How near a kind's examples must be for a message to be taken as that kind. */
const MIN_SIMILARITY = 0.25;
/** How far a conversational kind must be ahead of the nearest question. */
const MIN_LEAD = 0.03;

/**
 * Every word counts, "how are you" as much as "password", and so does word order: "are you"
 * asks about the assistant, "you are" says something of it. A figure is any figure. A kind is as
 * near as the mean of its two nearest examples, so one look-alike ("do you have a name?") does
 * not outweigh several ("do you have a mailing list?") for "do you have a newsletter?".
 */
const CONVERSATION_READING = {
  term: (token: string) =>
    /\d/.test(token) ? "#" : stem(token.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")),
  pairWeight: 0.5,
  neighbours: 2,
};

let examples: NearestExamples<ExampleKind> | undefined;

function nearestExamples(): NearestExamples<ExampleKind> {
  const labelled = (label: ExampleKind, texts: readonly string[]) =>
    texts.map((text) => ({ label, text }));
  examples ??= createNearestExamples<ExampleKind>(
    [
      ...Object.entries(conversationExamples).flatMap(([kind, texts]) =>
        labelled(kind as ConversationKind, texts),
      ),
      ...Object.entries(suggestionExamples).flatMap(([topic, texts]) =>
        labelled({ topic: topic as SuggestionTopic }, [
          suggestionPrompts[topic as SuggestionTopic],
          ...texts,
        ]),
      ),
      ...labelled("question", [
        ...questionExamples,
        ...knowledgePassages().flatMap((passage) => passage.questions ?? []),
      ]),
    ],
    CONVERSATION_READING,
  );
  return examples;
}

/** The kind of a normalised message: its nearest kind's, when that is near and ahead. */
export function exampleKind(text: string): ExampleKind {
  const ranked = nearestExamples().nearest(text, Infinity);
  const question = ranked.find(({ label }) => label === "question")?.similarity ?? 0;
  const best = ranked[0];
  if (!best || best.label === "question" || best.similarity < MIN_SIMILARITY) return "question";
  return best.similarity >= question + MIN_LEAD ? best.label : "question";
}
