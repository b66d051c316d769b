import { describe, expect, it } from "vitest";
import {
  conversationExamples,
  questionExamples,
  suggestionExamples,
} from "#app/content/chat-conversation-examples.ts";
import { classify } from "./intents.server.ts";

/**
 * Every example message is read as its own kind: an example that another kind's examples
 * outweigh says nothing, or says that the two kinds' examples contradict each other.
 */
describe("the example messages", () => {
  it.each(
    Object.entries(conversationExamples).flatMap(([kind, texts]) =>
      texts.map((text) => [text, kind]),
    ),
  )("read %j as %s", (text, kind) => {
    expect(classify(text).kind).toBe(kind);
  });

  it.each(
    Object.entries(suggestionExamples).flatMap(([topic, texts]) =>
      texts.map((text) => [text, topic]),
    ),
  )("read %j as the %s suggestion", (text, topic) => {
    expect(classify(text)).toEqual({ kind: "suggestion", topic });
  });

  it.each(questionExamples)("keep %j a question", (text) => {
    expect(classify(text).kind).toBe("question");
  });
});
