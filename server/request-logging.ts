import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { serializeError, type Logger } from "./logger.ts";

/**
 * An incoming id is kept only when it is a short token of plain characters, so that a proxy's
 * or load balancer's id ties its logs to ours but a client cannot write arbitrary text into them.
 */
const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

export function acceptedRequestId(header: string | string[] | undefined): string | null {
  return typeof header === "string" && safeRequestId.test(header) ? header : null;
}

/** Long paths are cut in the log; nothing the site serves needs more to be recognised. */
const MAX_LOGGED_PATH = 200;

/** Paths whose last segment is a secret: the one-click unsubscribe link names its subscription. */
const secretSegments = [/^(\/api\/unsubscribe\/)[^/]+/i];

/**
 * The path alone, as a log may show it: query strings carry emailed tokens (reset links, export
 * downloads), and so do a few paths.
 */
export function loggedPath(url: string | undefined): string {
  const path = secretSegments.reduce(
    (result, pattern) => result.replace(pattern, "$1[redacted]"),
    (url ?? "/").split("?", 1)[0]!,
  );
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * Gives every request an id, echoed in `X-Request-Id` and bound to `req.log`, and writes one
 * access line when the response ends: method, path, status and duration, never headers or bodies.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    // pino-http would otherwise swap in its own error serializer, which copies every property.
    wrapSerializers: false,
    serializers: { err: serializeError },
    genReqId(req, res) {
      const id = acceptedRequestId(req.headers["x-request-id"]) ?? randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Every line logged for a request carries only its id; the access line adds the rest.
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessObject: (req, res, fields) => accessFields(req, res, fields),
    customErrorObject: (req, res, _error, fields) => accessFields(req, res, fields),
    customSuccessMessage: (_req, res) =>
      res.writableEnded ? "request completed" : "request aborted",
    customErrorMessage: () => "request failed",
  });
}

function accessFields(
  req: IncomingMessage,
  res: ServerResponse,
  fields: { responseTime?: number },
) {
  return {
    method: req.method,
    // Express rewrites req.url inside mounted routers; the original is what the client asked for.
    path: loggedPath((req as { originalUrl?: string }).originalUrl ?? req.url),
    status: res.statusCode,
    durationMs: fields.responseTime,
  };
}
