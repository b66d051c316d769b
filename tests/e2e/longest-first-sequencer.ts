import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Starts the browser-test files that took longest first, from the durations recorded in
 * file-durations.json (scripts/record-e2e-durations.mjs). Vitest orders files by its own record of
 * earlier runs, which a fresh clone lacks, and otherwise by size, which says little about time: a
 * long file started last kept one worker busy for minutes while the other had nothing to do.
 * A file with no recorded duration goes first, as Vitest does with one it has not timed.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = JSON.parse(
      readFileSync(path.join(import.meta.dirname, "file-durations.json"), "utf8"),
    ) as { seconds: Record<string, number> };
    const duration = (file: TestSpecification) =>
      recorded.seconds[path.relative(file.project.config.root, file.moduleId)] ??
      Number.MAX_SAFE_INTEGER;
    return [...files].sort((a, b) => duration(b) - duration(a));
  }
}
