// `npm run eval:chat`: asks the chat assistant every labelled visitor question of
// app/chat/eval (with the earlier turns of a follow-up), scores each complete answer with
// app/chat/eval/score-answer.ts, prints the accuracy per topic of the tuning and held-out parts,
// and writes docs/benchmarks/chat-quality.md with the tables and every held-out miss.
//
// Options (after `--`):
//   --engine built-in   the built-in site guide, answering at once (default; no network)
//   --engine llm        the language model configured by CHAT_LLM_BASE_URL and CHAT_LLM_MODEL
//   --misses            also print every tuning miss with its reasons
//   --out <file>        where to write the report (default docs/benchmarks/chat-quality.md)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import type { Assistant } from "#app/chat/assistant.server.ts";
import { createBuiltInAssistant } from "#app/chat/built-in-assistant.server.ts";
import { EVAL_TOPICS, type EvalQuestion, type EvalTopic } from "#app/chat/eval/eval-question.ts";
import { HELD_OUT_QUESTIONS } from "#app/chat/eval/questions-held-out.ts";
import { TUNING_QUESTIONS } from "#app/chat/eval/questions-tuning.ts";
import { plainText, scoreAnswer, type AnswerScore } from "#app/chat/eval/score-answer.ts";
import { createLlmAssistant } from "#app/chat/llm-assistant.server.ts";
import { ConfigError } from "#app/config/env.server.ts";
import { readConfig } from "#server/read-config.ts";

type Part = "tuning" | "held-out";

interface Outcome {
  part: Part;
  question: EvalQuestion;
  answer: string;
  score: AnswerScore;
}

interface Tally {
  questions: number;
  passed: number;
}

const EXCERPT_CHARS = 160;

const { values: options } = parseArgs({
  options: {
    engine: { type: "string", default: "built-in" },
    misses: { type: "boolean", default: false },
    out: { type: "string", default: "docs/benchmarks/chat-quality.md" },
  },
});

function createEngine(name: string): { assistant: Assistant; label: string } {
  if (name === "built-in") {
    return {
      assistant: createBuiltInAssistant({ chunkDelayMs: 0 }),
      label: "built-in site guide (`createBuiltInAssistant`, no chunk delay)",
    };
  }
  if (name === "llm") {
    const config = readConfig();
    if (config.chat.engine !== "llm") {
      throw new ConfigError([
        "CHAT_LLM_BASE_URL and CHAT_LLM_MODEL: both are needed for --engine llm",
      ]);
    }
    return {
      assistant: createLlmAssistant(config.chat),
      label: `language model \`${config.chat.model}\` at ${config.chat.baseUrl}`,
    };
  }
  throw new Error(`Unknown engine "${name}": use built-in or llm.`);
}

/** The whole streamed answer to one question, or the failure the visitor would see. */
async function ask(assistant: Assistant, question: EvalQuestion): Promise<string> {
  const signal = new AbortController().signal;
  let answer = "";
  try {
    for await (const chunk of assistant.reply({
      message: question.question,
      history: question.history ?? [],
      signal,
    })) {
      answer += chunk;
    }
    return answer;
  } catch (error) {
    return `${answer}\n\nError: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function tally(outcomes: readonly Outcome[]): Tally {
  return {
    questions: outcomes.length,
    passed: outcomes.filter((outcome) => outcome.score.pass).length,
  };
}

const percent = ({ questions, passed }: Tally) =>
  questions === 0 ? "–" : `${((passed / questions) * 100).toFixed(1)}%`;

const byTopic = (outcomes: readonly Outcome[], topic: EvalTopic) =>
  outcomes.filter((outcome) => outcome.question.topic === topic);

/** One line of plain text, cut to a readable length. */
function excerpt(answer: string): string {
  const line = plainText(answer).replace(/\s+/g, " ").trim();
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : line;
}

/** Text shown as it is in markdown, whatever characters it holds. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>|#]/g, "\\$&");

const code = (text: string) => `\`${text}\``;

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function partTable(outcomes: readonly Outcome[]): string {
  const rows = EVAL_TOPICS.map((topic) => {
    const counts = tally(byTopic(outcomes, topic));
    return [topic, String(counts.questions), String(counts.passed), percent(counts)];
  });
  const total = tally(outcomes);
  rows.push(["**all**", `**${total.questions}**`, `**${total.passed}**`, `**${percent(total)}**`]);
  return markdownTable(["Topic", "Questions", "Passed", "%"], rows);
}

function missList(outcomes: readonly Outcome[]): string {
  const misses = outcomes.filter((outcome) => !outcome.score.pass);
  if (misses.length === 0) return "None.";
  return misses
    .map(({ question, answer, score }) => {
      const asked = question.history
        ? `${escapeMarkdown(question.question)} (follow-up to "${escapeMarkdown(question.history.find((turn) => turn.role === "user")?.content ?? "")}")`
        : escapeMarkdown(question.question);
      const expected = [
        `expects ${question.expect}`,
        question.facts.length > 0
          ? `facts ${question.facts.map((fact) => code(String(fact))).join(", ")}`
          : "",
        question.links.length > 0
          ? `a link to ${question.links.map((link) => code(link)).join(" or ")}`
          : "",
      ].filter(Boolean);
      return [
        `- **${question.id}** (${question.topic}): ${asked}`,
        `  - Expected: ${expected.join("; ")}`,
        `  - Answer: ${escapeMarkdown(excerpt(answer)) || "(empty)"}`,
        `  - Why: ${escapeMarkdown(score.reasons.join("; "))}`,
      ].join("\n");
    })
    .join("\n");
}

function report(
  engineLabel: string,
  tuning: readonly Outcome[],
  heldOut: readonly Outcome[],
  seconds: number,
): string {
  const overall = [
    ["Tuning", tally(tuning)],
    ["Held-out", tally(heldOut)],
    ["Both", tally([...tuning, ...heldOut])],
  ] as const;
  return `# Chat answer quality

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run eval:chat\` (Node ${process.version}, ${seconds.toFixed(1)} s).
Engine: ${engineLabel}.

Each labelled visitor question of \`app/chat/eval\` is asked once (follow-ups with their earlier
turns) and the complete answer is scored by \`app/chat/eval/score-answer.ts\`: every expected fact
present, a link to the page the fact is on (for questions with an answer), never "I don't know",
short replies to small talk, a statement of what the assistant can help with for off-topic
questions, and a way to reach the team when a visitor asks for a person. The tuning part is what
the assistant may be improved against; the held-out part shows whether improvements carry over.

## Overall

${markdownTable(
  ["Part", "Questions", "Passed", "%"],
  overall.map(([part, counts]) => [
    part,
    String(counts.questions),
    String(counts.passed),
    percent(counts),
  ]),
)}

## Tuning part

${partTable(tuning)}

## Held-out part

${partTable(heldOut)}

## Held-out misses

${missList(heldOut)}
`;
}

function printTable(tuning: readonly Outcome[], heldOut: readonly Outcome[]): void {
  const width = Math.max(...EVAL_TOPICS.map((topic) => topic.length), "overall".length);
  const cell = (counts: Tally) =>
    `${counts.passed}/${counts.questions}`.padStart(7) + percent(counts).padStart(8);
  console.log(`${"topic".padEnd(width)}  ${"tuning".padStart(15)}  ${"held-out".padStart(15)}`);
  for (const topic of EVAL_TOPICS) {
    const line = `${cell(tally(byTopic(tuning, topic)))}  ${cell(tally(byTopic(heldOut, topic)))}`;
    console.log(`${topic.padEnd(width)}  ${line}`);
  }
  console.log(`${"overall".padEnd(width)}  ${cell(tally(tuning))}  ${cell(tally(heldOut))}`);
}

async function main(): Promise<void> {
  const engine = createEngine(options.engine);
  const started = performance.now();
  const run = async (part: Part, questions: readonly EvalQuestion[]) => {
    const outcomes: Outcome[] = [];
    for (const question of questions) {
      const answer = await ask(engine.assistant, question);
      outcomes.push({ part, question, answer, score: scoreAnswer(question, answer) });
    }
    return outcomes;
  };
  const tuning = await run("tuning", TUNING_QUESTIONS);
  const heldOut = await run("held-out", HELD_OUT_QUESTIONS);
  const seconds = (performance.now() - started) / 1000;

  console.log(`Engine: ${engine.label.replace(/`/g, "")}\n`);
  printTable(tuning, heldOut);

  if (options.misses) {
    console.log("\nTuning misses:");
    for (const { question, answer, score } of tuning.filter((outcome) => !outcome.score.pass)) {
      console.log(`\n${question.id} (${question.topic}): ${question.question}`);
      console.log(`  answer: ${excerpt(answer)}`);
      for (const reason of score.reasons) console.log(`  - ${reason}`);
    }
  }

  const markdown = report(engine.label, tuning, heldOut, seconds);
  const formatted = await format(markdown, {
    ...(await resolveConfig(options.out)),
    parser: "markdown",
  });
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, formatted);
  console.log(`\nWrote ${options.out} in ${seconds.toFixed(1)} s.`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
