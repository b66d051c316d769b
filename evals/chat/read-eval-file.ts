/**
 * Reads one JSON Lines question set: every line parsed and validated on its own, so that a bad
 * line is reported where it is (file:line) and the others still count.
 */
import { existsSync, readFileSync } from "node:fs";
import type { z } from "zod";
import { evalConversationSchema, evalQuestionSchema } from "./eval-record.ts";

export interface EvalFile<T> {
  file: string;
  records: T[];
  /** "file:line: what is wrong", one per bad line. */
  errors: string[];
}

/** Each issue of a failed validation as "path: message". */
function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join(".");
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

/** The records of JSON Lines text; blank lines are allowed (a final newline, a spacer). */
export function parseEvalLines<T>(text: string, file: string, schema: z.ZodType<T>): EvalFile<T> {
  const records: T[] = [];
  const errors: string[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const where = `${file}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      errors.push(`${where}: not JSON (${error instanceof Error ? error.message : error})`);
      return;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) records.push(parsed.data);
    else errors.push(`${where}: ${describe(parsed.error)}`);
  });
  return { file, records, errors };
}

/** The file's records, or undefined when there is no such file. */
function readEvalFile<T>(file: string, schema: z.ZodType<T>): EvalFile<T> | undefined {
  if (!existsSync(file)) return undefined;
  return parseEvalLines(readFileSync(file, "utf8"), file, schema);
}

export const readQuestionFile = (file: string) => readEvalFile(file, evalQuestionSchema);

export const readConversationFile = (file: string) => readEvalFile(file, evalConversationSchema);

/** The question sets of this folder, by the name README.md gives each. */
export const EVAL_FILES = {
  tuning: "evals/chat/tuning-questions.jsonl",
  tuningConversations: "evals/chat/tuning-conversations.jsonl",
  heldOutQuestions: "evals/chat/held-out-questions.jsonl",
  heldOutConversations: "evals/chat/held-out-conversations.jsonl",
} as const;
