/** The markdown report of an evaluation run (docs/benchmarks/chat-quality.md). */
import { plainText } from "./answer-text.ts";
import { byTopic, percent, stats, strictFailureKinds, topicsOf, type Stats } from "./eval-stats.ts";
import type { Outcome } from "./run-eval.ts";

/** A group of answers the report gives figures for. */
export interface ReportSection {
  title: string;
  /** Held-out answers: their misses are listed only when asked for. */
  heldOut: boolean;
  /** Answers that are all in the section before, which lists their misses. */
  subset?: boolean;
  outcomes: Outcome[];
}

export interface ReportInput {
  engineLabel: string;
  seconds: number;
  sections: ReportSection[];
  /** Sets that were asked for but not there, and the like. */
  notices: string[];
  /** Whether to list the held-out misses: read only at the end of a round of work. */
  misses: boolean;
}

const EXCERPT_CHARS = 160;

/** One line of plain text, cut to a readable length. */
export function excerpt(answer: string): string {
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

const FIGURES_HEADER = ["Answers", "Strict", "Lenient", "Median length", "p90 length"];

function figures(counts: Stats): string[] {
  return [
    String(counts.answers),
    percent(counts.strict, counts.answers),
    percent(counts.lenient, counts.answers),
    String(counts.medianLength ?? "–"),
    String(counts.p90Length ?? "–"),
  ];
}

function topicTable(outcomes: readonly Outcome[]): string {
  const rows = topicsOf(outcomes).map((topic) => [
    topic,
    ...figures(stats(byTopic(outcomes, topic))),
  ]);
  rows.push(["**all**", ...figures(stats(outcomes)).map((cell) => `**${cell}**`)]);
  return markdownTable(["Topic", ...FIGURES_HEADER], rows);
}

function failureTable(outcomes: readonly Outcome[]): string {
  const kinds = strictFailureKinds(outcomes);
  if (kinds.length === 0) return "None.";
  return markdownTable(
    ["Reason", "Answers"],
    kinds.map(([kind, count]) => [escapeMarkdown(kind), String(count)]),
  );
}

export function missList(outcomes: readonly Outcome[]): string {
  const misses = outcomes.filter((outcome) => !outcome.score.strict.pass);
  if (misses.length === 0) return "None.";
  return misses
    .map(({ id, topic, question, expectation, history, answer, score }) => {
      const earlier = history.find((turn) => turn.role === "user")?.content;
      const asked = earlier
        ? `${escapeMarkdown(question)} (follow-up to "${escapeMarkdown(earlier)}")`
        : escapeMarkdown(question);
      const expected = [
        `expects ${expectation.expect}`,
        expectation.facts.length > 0
          ? `facts ${expectation.facts.map((fact) => code(`/${fact}/`)).join(", ")}`
          : "",
        expectation.links.length > 0
          ? `a link to ${expectation.links.map((link) => code(link)).join(" or ")}`
          : "",
      ].filter(Boolean);
      const lenient = score.lenient.pass ? "passes" : score.lenient.reasons.join("; ");
      return [
        `- **${id}** (${topic}): ${asked}`,
        `  - Expected: ${expected.join("; ")}`,
        `  - Answer (${answer.length} characters): ${escapeMarkdown(excerpt(answer)) || "(empty)"}`,
        `  - Strictly: ${escapeMarkdown(score.strict.reasons.join("; "))}`,
        `  - Leniently: ${escapeMarkdown(lenient)}`,
      ].join("\n");
    })
    .join("\n");
}

function sectionText(section: ReportSection, misses: boolean): string {
  const parts = [`## ${section.title}`, topicTable(section.outcomes)];
  if (!section.heldOut) {
    parts.push(`### ${section.title}: why answers fail strictly`, failureTable(section.outcomes));
  } else if (misses && !section.subset) {
    parts.push(`### ${section.title}: misses`, missList(section.outcomes));
  }
  return parts.join("\n\n");
}

export function report({ engineLabel, seconds, sections, notices, misses }: ReportInput): string {
  const heldOut = sections.some((section) => section.heldOut);
  const overall = markdownTable(
    ["Set", ...FIGURES_HEADER],
    sections.map((section) => [section.title, ...figures(stats(section.outcomes))]),
  );
  return `# Chat answer quality

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run eval:chat\` (Node ${process.version}, ${seconds.toFixed(1)} s).
Engine: ${engineLabel}.

Every question of the sets in \`evals/chat/\` is asked once (a follow-up after its earlier turns;
a conversation turn by turn, after the assistant's own earlier answers) and each answer is scored
by \`evals/chat/score-answer.ts\` twice. **Strict**: every expected fact within the first 300
characters of the plain text, no wrong statement anywhere, at most 1,200 characters (more only
for an answer of four facts or more), a short honest "the site doesn't say" for a gap. **Lenient**:
the facts anywhere. Both require a link to the page the facts are on, never "I don't know"
(except in a gap), short replies to small talk, what the assistant can help with for off-topic
questions and a way to reach the team when a visitor asks for a person. Lengths are characters
of the raw markdown answer. [evals/chat/README.md](../../evals/chat/README.md) describes the sets.
${notices.length > 0 ? `\n${notices.map((notice) => `- ${notice}`).join("\n")}\n` : ""}
## Overall

${overall}

${sections.map((section) => sectionText(section, misses)).join("\n\n")}
${heldOut && !misses ? "\nHeld-out misses are not listed: they are read only at the end of a round of work (`--misses`).\n" : ""}`;
}
