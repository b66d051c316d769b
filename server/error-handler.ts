import type { ErrorRequestHandler } from "express";
import { authMessages } from "#app/auth/auth-messages.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import { errorEnvelope, HttpError } from "./http-error.ts";
import { loggedPath } from "./request-logging.ts";

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (isDatabaseUnavailable(error)) return 503;
  // body-parser, serve-static and friends attach a client error status to what they throw.
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : 500;
}

const publicMessages: Record<number, string> = {
  400: "The request could not be understood.",
  403: "Forbidden.",
  404: "Not found.",
  411: "Content-Length required.",
  413: "Request body too large.",
  500: "Something went wrong on our side. Please try again later.",
  // The product's words for a service that is temporarily unavailable.
  503: authMessages.functionsUnavailable,
};

/** The last middleware: a status and a short message, never a stack trace or internal detail. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  const status = statusOf(error);
  if (status === 503) {
    // An outage, not a bug: one line per request, without a stack trace.
    req.log.warn(`Database unavailable while serving ${req.method} ${loggedPath(req.originalUrl)}`);
  } else if (status >= 500) {
    req.log.error(
      { err: error },
      `Unhandled error while serving ${req.method} ${loggedPath(req.originalUrl)}`,
    );
  }
  if (res.headersSent) return next(error);

  const message =
    error instanceof HttpError ? error.message : (publicMessages[status] ?? publicMessages[400]!);
  res.status(status).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) {
    res.json(
      errorEnvelope(status, message, error instanceof HttpError ? error.details : undefined),
    );
  } else {
    res.type("text/plain").send(message);
  }
};
