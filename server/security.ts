import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "#app/config/env.server.ts";
import { HttpError } from "./http-error.ts";

/** Largest request body accepted anywhere; nothing the site posts comes close. */
export const MAX_BODY_BYTES = 1024 * 1024;

export function cspNonceOf(res: Response): string {
  return res.locals.cspNonce as string;
}

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A fresh, unguessable nonce (16 bytes from the CSPRNG, base64). The bytes are drawn from the
 * generator 4 KB at a time and each is handed out once, as Node does for randomUUID: one call
 * into the generator per request cost a few percent of serving a cached page.
 */
export function newCspNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    poolOffset = 0;
  }
  const nonce = randomPool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** A fresh, unguessable nonce per request for the inline scripts React Router renders. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = newCspNonce();
  next();
};

export function securityHeaders(config: Config): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as Response)}'`],
        // Inline style attributes only; no inline script of any kind runs without the nonce.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // A sign-in form may redirect to the identity provider.
        formAction: ["'self'", ...(config.google ? [new URL(config.google.issuer).origin] : [])],
        frameAncestors: ["'none'"],
        ...(config.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isHttps
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}

/**
 * Refuses oversized bodies before anything reads them. Page routes need a declared length
 * (browsers always send one); JSON endpoints also enforce their own, smaller limit while reading.
 */
export const limitRequestBody: RequestHandler = (req, _res, next) => {
  const declared = req.headers["content-length"];
  if (declared !== undefined) {
    const length = Number(declared);
    if (!Number.isFinite(length) || length < 0)
      return next(new HttpError(400, "Invalid Content-Length."));
    if (length > MAX_BODY_BYTES) return next(new HttpError(413, "Request body too large."));
    return next();
  }
  if (req.headers["transfer-encoding"] && !req.path.startsWith("/api/")) {
    return next(new HttpError(411, "Content-Length required."));
  }
  next();
};

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when `origin` is the site's own: its public URL, or the host the request came in on (a
 * direct connection, such as a health check or a developer on another port).
 */
export function isOwnOrigin(
  origin: string,
  { publicOrigin, host, protocol }: { publicOrigin: string; host: string; protocol: string },
): boolean {
  return origin === publicOrigin || origin === `${protocol}://${host}`;
}

/**
 * Refuses state-changing requests sent from another site (CSRF). Browsers send Origin on every
 * cross-site POST; where it is missing, Sec-Fetch-Site tells the same story. A request that
 * carries neither did not come from a browser page, so it cannot ride on a visitor's cookies.
 *
 * `openToEveryOrigin` names the writes any site may send: those authorised by a secret in their
 * own address that read no cookie, so a page elsewhere gains nothing it did not already hold.
 */
export function rejectCrossSiteWrites(
  config: Config,
  { openToEveryOrigin }: { openToEveryOrigin: (req: Request) => boolean },
): RequestHandler {
  const publicOrigin = new URL(config.appUrl).origin;
  return (req, _res, next) => {
    if (safeMethods.has(req.method) || openToEveryOrigin(req)) return next();
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (
        isOwnOrigin(origin, { publicOrigin, host: req.headers.host ?? "", protocol: req.protocol })
      ) {
        return next();
      }
      return next(new HttpError(403, "Cross-site request refused."));
    }
    if (req.headers["sec-fetch-site"] === "cross-site") {
      return next(new HttpError(403, "Cross-site request refused."));
    }
    next();
  };
}
