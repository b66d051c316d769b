import { describe, expect, it } from "vitest";
import { readConversationFile, readQuestionFile } from "./read-eval-file.ts";

const FIXTURES = "evals/chat/fixtures";

describe("readQuestionFile", () => {
  const set = readQuestionFile(`${FIXTURES}/held-out-questions.jsonl`);

  it("keeps the good lines, blank ones skipped", () => {
    expect(set?.records.map((question) => question.id)).toEqual(["h-contact-01", "h-company-01"]);
    expect(set?.records[1]).toEqual({
      id: "h-company-01",
      topic: "company",
      question: "Do you have an office in London?",
      expect: "gap",
      facts: ["London"],
      links: [],
      wrong: ["office in London"],
    });
  });

  it("reports each bad line with its file and line number", () => {
    const file = `${FIXTURES}/held-out-questions.jsonl`;
    expect(set?.errors).toEqual([
      `${file}:4: facts.0: is not a valid regular expression`,
      expect.stringMatching(new RegExp(`^${file}:5: topic: `)),
      expect.stringMatching(new RegExp(`^${file}:6: not JSON`)),
    ]);
  });

  it("reads nothing from a file that is not there", () => {
    expect(readQuestionFile(`${FIXTURES}/no-such-set.jsonl`)).toBeUndefined();
  });
});

describe("readConversationFile", () => {
  it("reads turns and refuses a conversation without any", () => {
    const file = `${FIXTURES}/held-out-conversations.jsonl`;
    const set = readConversationFile(file);
    expect(set?.records.map((c) => [c.id, c.turns.length])).toEqual([["c-pricing-01", 2]]);
    expect(set?.errors).toEqual([expect.stringMatching(new RegExp(`^${file}:2: turns: `))]);
  });
});
