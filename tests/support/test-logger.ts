import { createLogger } from "#server/logger.ts";

/** A real logger at every level whose lines are kept, parsed, for a test to read. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("trace", {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines, text: () => lines.map((line) => JSON.stringify(line)).join("\n") };
}
