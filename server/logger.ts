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
 * Access lines are built by the request logging from a fixed set of sanitised fields, so they
 * go through a logger on the same stream without the redaction pass. Under load that pass (a
 * copy and a key-sorted serialisation of every logged object) cost more than serving a page.
 */
const accessLoggers = new WeakMap<Logger, Logger>();

/**
 * The process's logger: a JSON object per line on standard output, with the level as its
 * name and the time in ISO 8601, ready for any log collector.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  // Written synchronously, line by line: no line waits in a buffer (a crash loses none, and a
  // quiet server's lines appear at once), and no write goes through libuv's thread pool, whose
  // round trips cost more than the writes themselves on a small machine.
  const stream = destination ?? pino.destination({ dest: 1, sync: true });
  const format = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const logger = pino(
    {
      ...format,
      redact: { paths: redactedPaths, censor: "[redacted]" },
      serializers: { err: serializeError },
    },
    stream,
  );
  accessLoggers.set(logger, pino(format, stream));
  return logger;
}

export function accessLoggerOf(logger: Logger): Logger {
  const access = accessLoggers.get(logger);
  if (!access) throw new Error("Not a logger made by createLogger");
  return access;
}
