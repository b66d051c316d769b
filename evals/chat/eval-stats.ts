/** The figures a report gives for a group of judged answers. */
import { EVAL_TOPICS, type EvalTopic } from "./eval-record.ts";
import type { Outcome } from "./run-eval.ts";

export interface Stats {
  answers: number;
  strict: number;
  lenient: number;
  /** Characters of the raw answer; undefined without answers. */
  medianLength?: number;
  p90Length?: number;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], fraction: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

export function stats(outcomes: readonly Outcome[]): Stats {
  const lengths = outcomes.map((outcome) => outcome.answer.length).sort((a, b) => a - b);
  return {
    answers: outcomes.length,
    strict: outcomes.filter((outcome) => outcome.score.strict.pass).length,
    lenient: outcomes.filter((outcome) => outcome.score.lenient.pass).length,
    medianLength: percentile(lengths, 0.5),
    p90Length: percentile(lengths, 0.9),
  };
}

export const percent = (passed: number, answers: number) =>
  answers === 0 ? "–" : `${((passed / answers) * 100).toFixed(1)}%`;

export const byTopic = (outcomes: readonly Outcome[], topic: EvalTopic) =>
  outcomes.filter((outcome) => outcome.topic === topic);

/** The topics a group has answers for, in report order. */
export const topicsOf = (outcomes: readonly Outcome[]) =>
  EVAL_TOPICS.filter((topic) => outcomes.some((outcome) => outcome.topic === topic));

/**
 * How often each kind of strict failure occurs: a reason without its particulars ("missing fact",
 * "too long to read at a glance"), most frequent first.
 */
export function strictFailureKinds(outcomes: readonly Outcome[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const kinds = new Set(
      outcome.score.strict.reasons.map((reason) =>
        reason
          .replace(/^no link to .*/, "no link to an expected page")
          .replace(/\/.*\//, "…")
          .replace(/\s*\(.*$/, ""),
      ),
    );
    for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].sort(([, a], [, b]) => b - a);
}
