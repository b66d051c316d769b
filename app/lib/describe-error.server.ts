/** Drizzle's wrapper around a failed query: its message holds the SQL and every parameter. */
function isFailedQuery(error: unknown): error is Error & { query: string; params: unknown[] } {
  return (
    error instanceof Error &&
    typeof (error as { query?: unknown }).query === "string" &&
    Array.isArray((error as { params?: unknown }).params)
  );
}

/**
 * An error as one line for the log. A failed query's parameters are addresses, names, session
 * tokens and password hashes, which must never reach a log; the driver's own reason is kept.
 */
export function describeError(error: unknown): string {
  if (isFailedQuery(error)) {
    return error.cause === undefined
      ? "Database query failed"
      : `Database query failed: ${describeError(error.cause)}`;
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const message = error.message || error.name;
    return typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message;
  }
  return String(error);
}
