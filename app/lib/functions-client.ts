/** Codes of server-function failures, by HTTP status, as docs/product.md#87-server-functions maps them. */
const codesByStatus: Record<number, string> = {
  400: "invalid-argument",
  401: "unauthenticated",
  403: "permission-denied",
  404: "not-found",
  409: "aborted",
  429: "resource-exhausted",
  499: "cancelled",
  500: "internal",
  501: "unimplemented",
  503: "unavailable",
  504: "deadline-exceeded",
};

export const FUNCTIONS_TIMEOUT_MS = 70_000;

export class FunctionsError extends Error {
  constructor(
    /** "functions/<code>", e.g. "functions/unavailable". */
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "FunctionsError";
  }
}

/**
 * Calls a server function: POST {data} to /api/functions/<name>, resolving with its result and
 * rejecting with a FunctionsError whose code follows that status mapping.
 */
export async function callFunction<Result>(
  name: string,
  data: unknown,
  {
    timeoutMs = FUNCTIONS_TIMEOUT_MS,
    fetchImpl = fetch,
  }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<Result> {
  let response: Response;
  try {
    response = await fetchImpl(`/api/functions/${encodeURIComponent(name)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new FunctionsError(
      timedOut ? "functions/deadline-exceeded" : "functions/unavailable",
      timedOut ? "The request timed out." : "The service could not be reached.",
    );
  }
  const body = (await response.json().catch(() => null)) as {
    result?: Result;
    data?: Result;
    error?: { message?: string; details?: unknown };
  } | null;
  if (response.ok && body && ("result" in body || "data" in body)) {
    return (body.result ?? body.data) as Result;
  }
  const code = codesByStatus[response.status] ?? (response.ok ? "internal" : "unknown");
  throw new FunctionsError(
    `functions/${code}`,
    body?.error?.message ?? response.statusText,
    body?.error?.details,
  );
}
