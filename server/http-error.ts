/** An HTTP failure whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Safe, structured detail for the client, such as which field was invalid. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Canonical status names of the JSON error envelope, keyed by HTTP status. */
const statusNames: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ABORTED",
  411: "INVALID_ARGUMENT",
  413: "INVALID_ARGUMENT",
  429: "RESOURCE_EXHAUSTED",
  499: "CANCELLED",
  500: "INTERNAL",
  501: "UNIMPLEMENTED",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

export function errorEnvelope(status: number, message: string, details?: unknown) {
  return {
    error: {
      status: statusNames[status] ?? (status >= 500 ? "INTERNAL" : "INVALID_ARGUMENT"),
      message,
      details,
    },
  };
}
