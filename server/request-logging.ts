import { randomUUID } from "node:crypto";
import { IncomingMessage, type ServerResponse } from "node:http";
import { accessLoggerOf, type Logger } from "./logger.ts";

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

declare module "node:http" {
  interface IncomingMessage {
    /** The request's logger: every line it writes carries the request id. */
    log: Logger;
  }
}

const loggingOf = Symbol("request logging");

interface RequestLogging {
  logger: Logger;
  reqId: string;
  child?: Logger;
}

type LoggedRequest = IncomingMessage & { originalUrl?: string; [loggingOf]?: RequestLogging };

// One getter on the prototype rather than one defined on each request: a per-request accessor
// turns every request object into a slow dictionary-mode object.
Object.defineProperty(IncomingMessage.prototype, "log", {
  configurable: true,
  get(this: LoggedRequest): Logger {
    const logging = this[loggingOf];
    if (!logging) throw new Error("This request went past the request logging");
    return (logging.child ??= logging.logger.child({ reqId: logging.reqId }));
  },
});

/**
 * Gives every request an id, echoed in `X-Request-Id` and bound to `req.log`, and writes one
 * access line when the response ends: method, path, status and duration, never headers or bodies.
 * The request's own logger is made only when something logs through it; most requests never do.
 */
export function requestLogging(logger: Logger) {
  const access = accessLoggerOf(logger);
  return (req: LoggedRequest, res: ServerResponse, next?: () => void) => {
    const started = process.hrtime.bigint();
    const reqId = acceptedRequestId(req.headers["x-request-id"]) ?? randomUUID();
    res.setHeader("X-Request-Id", reqId);
    req[loggingOf] = { logger, reqId };
    // What the client asked, taken now: mounted routers rewrite req.url, and the console's gate
    // answers an outsider's request for /admin as one for a missing page.
    const method = req.method;
    const path = loggedPath(req.originalUrl ?? req.url);
    // A response emits "close" last, whether it finished or its connection went first.
    res.once("close", () => {
      const fields = {
        reqId,
        method,
        path,
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      };
      if (res.statusCode >= 500) access.error(fields, "request failed");
      else access.info(fields, res.writableFinished ? "request completed" : "request aborted");
    });
    next?.();
  };
}
