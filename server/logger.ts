import { pino, type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "#app/config/env.server.ts";

export type { Logger };

/**
 * Keys that must never reach a log line, whatever object a caller hands the logger. The code
 * does not log such values in the first place; this is the second line of defence.
 */
const secretKeys = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "apiKey",
  "authorization",
  "cookie",
  "set-cookie",
  // An email's body carries its sign-in, reset and export links.
  "html",
  "text",
];

const redactedPaths = secretKeys.flatMap((key) => {
  const property = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`;
  return [
    property.startsWith(".") ? key : property,
    `*${property}`,
    `headers${property}`,
    `*.headers${property}`,
  ];
});

const MAX_CAUSE_DEPTH = 3;

/**
 * Errors keep their type, message, code and stack, and nothing else: extra properties of
 * library errors hold request bodies, SQL parameters and the like. A failed query's message
 * lists its parameters (email bodies, token hashes), so that part is cut off.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const message = error.message.replace(/\nparams: [\s\S]*$/, "");
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
    ...(error.cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/**
 * The process's one logger: a JSON object per line on standard output, with the level as its
 * name and the time in ISO 8601, ready for any log collector.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: redactedPaths, censor: "[redacted]" },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
