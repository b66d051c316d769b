import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  EVAL_TOPICS,
  type ConversationTurn,
  type EvalConversation,
  type EvalQuestion,
} from "./eval-record.ts";
import { EVAL_FILES, readConversationFile, readQuestionFile } from "./read-eval-file.ts";
import { linkExists, siteText } from "./site-text.ts";

const FOLDER = "evals/chat";

/** Every question set present; a file of conversations says so in its name. */
const files = readdirSync(FOLDER)
  .filter((name) => name.endsWith(".jsonl"))
  .map((name) => join(FOLDER, name));
const questionFiles = files
  .filter((file) => !file.endsWith("-conversations.jsonl"))
  .flatMap((file) => readQuestionFile(file) ?? []);
const conversationFiles = files
  .filter((file) => file.endsWith("-conversations.jsonl"))
  .flatMap((file) => readConversationFile(file) ?? []);

const tuning = questionFiles.find((set) => set.file === EVAL_FILES.tuning)?.records ?? [];
const heldOut = questionFiles.filter((set) => set.file !== EVAL_FILES.tuning);

/** Every answer a set judges, named by where it is: a question, or a conversation's turn. */
interface Judged {
  where: string;
  judged: EvalQuestion | ConversationTurn;
}

const judged: Judged[] = [
  ...questionFiles.flatMap((set) =>
    set.records.map((question) => ({ where: `${set.file} ${question.id}`, judged: question })),
  ),
  ...conversationFiles.flatMap((set) =>
    set.records.flatMap((conversation: EvalConversation) =>
      conversation.turns.map((turn, index) => ({
        where: `${set.file} ${conversation.id} turn ${index + 1}`,
        judged: turn,
      })),
    ),
  ),
];

/** The values that occur more than once, each as often as it is repeated. */
function repeats(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => seen.has(value) || !seen.add(value));
}

/** The same question, however it is capitalised or spaced. */
const normalised = (question: string) => question.toLowerCase().trim().replace(/\s+/g, " ");

describe("the question sets", () => {
  it("include the tuning set", () => {
    expect(files).toContain(EVAL_FILES.tuning);
  });

  it("parse line by line: known topics and kinds, patterns that compile", () => {
    const errors = [...questionFiles, ...conversationFiles].flatMap((set) => set.errors);
    expect(errors).toEqual([]);
  });

  it("have ids unique across every set", () => {
    const ids = [...questionFiles, ...conversationFiles].flatMap((set) =>
      set.records.map((record) => record.id),
    );
    expect(repeats(ids)).toEqual([]);
  });

  it("tune on at least 320 questions, every topic at least three times", () => {
    expect(tuning.length).toBeGreaterThanOrEqual(320);
    for (const topic of EVAL_TOPICS) {
      expect(tuning.filter((q) => q.topic === topic).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("include at least 25 follow-ups, each after an answered question", () => {
    const followUps = tuning.filter((q) => q.history !== undefined);
    expect(followUps.length).toBeGreaterThanOrEqual(25);
    for (const q of questionFiles.flatMap((set) => set.records)) {
      if (!q.history) continue;
      expect(q.history[0]?.role, q.id).toBe("user");
      expect(q.history.at(-1)?.role, q.id).toBe("assistant");
    }
  });

  // The writer of a set decides where a page is the only fair link, so an answer may name none.
  it("never ask for links from small talk, hand-overs or off-topic replies", () => {
    const wrong = judged.filter(
      ({ judged: q }) => q.links.length > 0 && q.expect !== "answer" && q.expect !== "gap",
    );
    expect(wrong.map(({ where }) => where)).toEqual([]);
  });

  it("link only to existing pages and section anchors", () => {
    const broken = judged.flatMap(({ where, judged: q }) =>
      q.links.filter((link) => !linkExists(link)).map((link) => `${where}: ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it("ask only for facts the site's own text states (a gap's facts excepted)", () => {
    const unmatched = judged.flatMap(({ where, judged: q }) =>
      q.expect === "gap"
        ? []
        : q.facts
            .filter((fact) => !new RegExp(fact, "i").test(siteText))
            .map((fact) => `${where}: /${fact}/`),
    );
    expect(unmatched).toEqual([]);
  });

  it("repeat no question within a set", () => {
    for (const set of questionFiles) {
      const texts = set.records.filter((q) => !q.history).map((q) => normalised(q.question));
      expect(repeats(texts), set.file).toEqual([]);
    }
  });

  // The held-out sets are frozen: a tuning question that repeats one of them is dropped from tuning.
  it("tune on no question held out", () => {
    const held = new Set([
      ...heldOut.flatMap((set) => set.records.map((q) => normalised(q.question))),
      ...conversationFiles
        .filter((set) => set.file !== EVAL_FILES.tuningConversations)
        .flatMap((set) => set.records)
        .flatMap((c) => c.turns.map((turn) => normalised(turn.question))),
    ]);
    expect(tuning.filter((q) => held.has(normalised(q.question))).map((q) => q.id)).toEqual([]);
  });
});
