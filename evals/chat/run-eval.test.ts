import { describe, expect, it } from "vitest";
import type { Assistant, AssistantRequest, ChatTurn } from "#app/chat/assistant.server.ts";
import { readConversationFile, readQuestionFile } from "./read-eval-file.ts";
import { runConversations, runQuestions } from "./run-eval.ts";

const FIXTURES = "evals/chat/fixtures";

/** Answers every message with the same words, in two chunks, recording what it was given. */
function fakeAssistant(answer: (request: AssistantRequest) => string) {
  const seen: { message: string; history: readonly ChatTurn[] }[] = [];
  const assistant: Assistant = {
    engine: "fake",
    prepare() {},
    async *reply(request) {
      seen.push({ message: request.message, history: request.history });
      const text = answer(request);
      yield text.slice(0, 5);
      yield text.slice(5);
    },
  };
  return { assistant, seen };
}

describe("runQuestions", () => {
  it("scores each whole answer strictly and leniently", async () => {
    const questions = readQuestionFile(`${FIXTURES}/held-out-questions.jsonl`)?.records ?? [];
    const { assistant } = fakeAssistant(({ message }) =>
      message.includes("London")
        ? "London isn't listed on the site: our office is in Boston."
        : "Monday to Friday, and on weekends too. See [Contact](/contact).",
    );
    const outcomes = await runQuestions(assistant, questions);
    expect(outcomes.map(({ id, score }) => [id, score.strict.pass, score.lenient.pass])).toEqual([
      ["h-contact-01", false, true],
      ["h-company-01", true, true],
    ]);
    expect(outcomes[0]?.score.strict.reasons).toEqual(["states wrong /weekends/"]);
  });

  it("turns a failure into the error the visitor would see", async () => {
    const assistant: Assistant = {
      engine: "fake",
      prepare() {},
      // eslint-disable-next-line require-yield
      async *reply() {
        throw new Error("upstream down");
      },
    };
    const [question] = readQuestionFile(`${FIXTURES}/held-out-questions.jsonl`)?.records ?? [];
    const [outcome] = await runQuestions(assistant, question ? [question] : []);
    expect(outcome?.answer).toBe("\n\nError: upstream down");
  });
});

describe("runConversations", () => {
  it("asks each turn after the assistant's own earlier answers", async () => {
    const conversations =
      readConversationFile(`${FIXTURES}/held-out-conversations.jsonl`)?.records ?? [];
    const { assistant, seen } = fakeAssistant(({ history }) =>
      history.length === 0
        ? "Projects take 4 to 8 weeks. See [how it works](/#how-title)."
        : "The consultation is free. [Book it](/consultation).",
    );
    const outcomes = await runConversations(assistant, conversations);

    expect(seen[1]?.history).toEqual([
      { role: "user", content: "How long does a project take?" },
      {
        role: "assistant",
        content: "Projects take 4 to 8 weeks. See [how it works](/#how-title).",
      },
    ]);
    expect(outcomes.map(({ id, topic, followUp }) => [id, topic, followUp])).toEqual([
      ["c-pricing-01#1", "pricing", false],
      ["c-pricing-01#2", "pricing", true],
    ]);
    expect(outcomes.every((outcome) => outcome.score.strict.pass)).toBe(true);
  });
});
