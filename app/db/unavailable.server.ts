import { DatabaseConnectionError } from "./client.server.ts";

/** Socket failures on the way to the database server. */
const networkErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that cannot take the query right now: class 08 (connection exception),
 * shutting down or starting up (57P01-57P03), and too many connections (53300).
 */
const unavailableSqlState = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** What node-postgres says when a connection dies or cannot be made in time. */
const lostConnectionMessage =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

function describesOutage(error: unknown): boolean {
  if (error instanceof DatabaseConnectionError) return true;
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (networkErrorCodes.has(code) || unavailableSqlState.test(code)))
    return true;
  return typeof message === "string" && lostConnectionMessage.test(message);
}

/**
 * True when an error means the database could not be reached (an outage, answered with 503),
 * rather than a query that failed on its own (a bug, answered with 500). Drizzle and other
 * layers wrap the driver's error, so the whole chain of causes is examined.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    if (describesOutage(current)) return true;
    if (current instanceof AggregateError && current.errors.some(describesOutage)) return true;
    seen.add(current);
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
