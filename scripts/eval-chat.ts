// `npm run eval:chat`: asks the chat assistant every question of the sets in evals/chat (a
// follow-up after its earlier turns, a conversation turn by turn after the assistant's own
// answers), scores each answer strictly and leniently with evals/chat/score-answer.ts, prints
// the figures per set and topic, and writes docs/benchmarks/chat-quality.md.
//
// Options (after `--`):
//   --engine built-in   the built-in site guide, answering at once (default; no network)
//   --engine llm        the language model configured by CHAT_LLM_BASE_URL and CHAT_LLM_MODEL
//   --set tuning|held-out|all   which sets to ask (default all)
//   --misses            list the misses: tuning ones printed, held-out ones printed and written
//                       to the report (held-out misses are read only at the end of a round)
//   --out <file>        where to write the report (default docs/benchmarks/chat-quality.md)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import type { Assistant } from "#app/chat/assistant.server.ts";
import { createBuiltInAssistant } from "#app/chat/engine/built-in-assistant.server.ts";
import { createLlmAssistant } from "#app/chat/llm/llm-assistant.server.ts";
import { ConfigError } from "#app/config/env.server.ts";
import type { EvalConversation, EvalQuestion } from "#evals/chat/eval-record.ts";
import { excerpt, report, type ReportSection } from "#evals/chat/eval-report.ts";
import { percent, stats, topicsOf, byTopic } from "#evals/chat/eval-stats.ts";
import {
  EVAL_FILES,
  readConversationFile,
  readQuestionFile,
  type EvalFile,
} from "#evals/chat/read-eval-file.ts";
import { runConversations, runQuestions, type Outcome } from "#evals/chat/run-eval.ts";
import { readConfig } from "#server/read-config.ts";

const SETS = ["tuning", "held-out", "all"] as const;

const { values: options } = parseArgs({
  options: {
    engine: { type: "string", default: "built-in" },
    set: { type: "string", default: "all" },
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

interface Loaded {
  tuning?: EvalQuestion[];
  tuningConversations?: EvalConversation[];
  heldOutQuestions?: EvalQuestion[];
  heldOutConversations?: EvalConversation[];
  notices: string[];
}

/** The sets asked for; a missing held-out file is noted, a bad line stops the run. */
function load(set: (typeof SETS)[number]): Loaded {
  const notices: string[] = [];
  const errors: string[] = [];
  function records<T>(
    file: string,
    read: (file: string) => EvalFile<T> | undefined,
    required: boolean,
  ) {
    const loaded = read(file);
    if (!loaded) {
      if (required) errors.push(`${file}: missing`);
      else notices.push(`${file} is not there: skipped.`);
      return undefined;
    }
    errors.push(...loaded.errors);
    return loaded.records;
  }
  const loaded: Loaded = { notices };
  if (set !== "held-out") {
    loaded.tuning = records(EVAL_FILES.tuning, readQuestionFile, true);
    loaded.tuningConversations = records(
      EVAL_FILES.tuningConversations,
      readConversationFile,
      false,
    );
  }
  if (set !== "tuning") {
    loaded.heldOutQuestions = records(EVAL_FILES.heldOutQuestions, readQuestionFile, false);
    loaded.heldOutConversations = records(
      EVAL_FILES.heldOutConversations,
      readConversationFile,
      false,
    );
  }
  if (errors.length > 0) throw new Error(`Bad question set lines:\n${errors.join("\n")}`);
  return loaded;
}

async function run(assistant: Assistant, loaded: Loaded): Promise<ReportSection[]> {
  const sections: ReportSection[] = [];
  if (loaded.tuning) {
    sections.push({
      title: "Tuning",
      heldOut: false,
      outcomes: await runQuestions(assistant, loaded.tuning),
    });
  }
  if (loaded.heldOutQuestions) {
    sections.push({
      title: "Held-out questions",
      heldOut: true,
      outcomes: await runQuestions(assistant, loaded.heldOutQuestions),
    });
  }
  if (loaded.tuningConversations) {
    sections.push({
      title: "Tuning conversation turns",
      heldOut: false,
      outcomes: await runConversations(assistant, loaded.tuningConversations),
    });
  }
  if (loaded.heldOutConversations) {
    const turns = await runConversations(assistant, loaded.heldOutConversations);
    sections.push(
      { title: "Held-out conversation turns", heldOut: true, outcomes: turns },
      {
        title: "Held-out follow-up turns",
        heldOut: true,
        subset: true,
        outcomes: turns.filter((turn) => turn.followUp),
      },
    );
  }
  return sections;
}

/** Strict and lenient per topic, one pair of columns per section, then each section's lengths. */
function printSummary(sections: readonly ReportSection[]): void {
  const all = sections.flatMap((section) => section.outcomes);
  const width = Math.max(...topicsOf(all).map((topic) => topic.length), "overall".length);
  const cell = (outcomes: readonly Outcome[]) => {
    const counts = stats(outcomes);
    return `${percent(counts.strict, counts.answers)} / ${percent(counts.lenient, counts.answers)}`.padStart(
      17,
    );
  };
  const names = sections.map((section) => section.title.replace(/^Held-out /, "h/o ").padStart(17));
  console.log(`${"strict / lenient".padEnd(width)}  ${names.join("  ")}`);
  for (const topic of topicsOf(all)) {
    const cells = sections.map((section) => cell(byTopic(section.outcomes, topic)));
    console.log(`${topic.padEnd(width)}  ${cells.join("  ")}`);
  }
  console.log(`${"overall".padEnd(width)}  ${sections.map((s) => cell(s.outcomes)).join("  ")}`);
  for (const section of sections) {
    const { answers, medianLength, p90Length } = stats(section.outcomes);
    console.log(
      `${section.title}: ${answers} answers, length median ${medianLength ?? "–"}, p90 ${p90Length ?? "–"} characters`,
    );
  }
}

function printMisses(section: ReportSection): void {
  console.log(`\n${section.title} misses (strict):`);
  for (const { id, topic, question, answer, score } of section.outcomes) {
    if (score.strict.pass) continue;
    console.log(`\n${id} (${topic}): ${question}`);
    console.log(`  answer (${answer.length} characters): ${excerpt(answer)}`);
    for (const reason of score.strict.reasons) console.log(`  - ${reason}`);
    if (score.lenient.pass) console.log("  (passes leniently)");
  }
}

async function main(): Promise<void> {
  const set = SETS.find((name) => name === options.set);
  if (!set) throw new Error(`Unknown set "${options.set}": use ${SETS.join(", ")}.`);
  const loaded = load(set);
  for (const notice of loaded.notices) console.log(notice);
  const engine = createEngine(options.engine);

  const started = performance.now();
  const sections = await run(engine.assistant, loaded);
  const seconds = (performance.now() - started) / 1000;
  if (sections.length === 0) {
    console.log("No question set to ask: the report is left as it was.");
    return;
  }

  console.log(`Engine: ${engine.label.replace(/`/g, "")}\n`);
  printSummary(sections);
  if (options.misses) {
    for (const section of sections) if (!section.subset) printMisses(section);
  }

  const markdown = report({
    engineLabel: engine.label,
    seconds,
    sections,
    notices: loaded.notices,
    misses: options.misses,
  });
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
