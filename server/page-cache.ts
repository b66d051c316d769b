import { randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { hasSiteCookie } from "#app/config/cookies.ts";
import { cspNonceOf, newCspNonce } from "./security.ts";
import { spliceGzip, type SplicedGzip } from "./spliced-gzip.ts";

/** Pages whose HTML is the same for every visitor without a site cookie. */
export const cacheablePaths = ["/", "/solutions", "/about", "/case-studies", "/privacy", "/terms"];

interface CachedPage {
  /** The encoded page, cut where the stand-in nonce was, so each response only joins bytes. */
  parts: Buffer[];
  gzip: SplicedGzip;
  contentType: string;
  /**
   * The headers the full middleware stack sent with this page (security headers included),
   * recorded from its first response; the CSP is kept cut at that response's nonce.
   */
  replay?: { headers: OutgoingHttpHeaders; cspParts: string[] };
}

interface PageCacheOptions {
  build: ServerBuild;
  appUrl: string;
  createContext(cspNonce: string): RouterContextProvider;
}

export interface PageCache {
  /** Express middleware: renders a page on its first request and serves it with every header. */
  middleware: RequestHandler;
  /**
   * Serves a page whose first response has been recorded straight from memory, before the
   * request reaches Express. Returns false when the request is not one it can answer.
   */
  serveDirect(
    req: IncomingMessage,
    res: ServerResponse,
    instrument: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean;
}

/**
 * Headers that belong to one response only; everything else a cached page was first sent with
 * is sent again unchanged.
 */
const perResponseHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "set-cookie",
  "server-timing",
  "vary",
  "x-request-id",
]);

function withNonce(parts: readonly Buffer[], nonce: Buffer): Buffer[] {
  const pieces = new Array<Buffer>(parts.length * 2 - 1);
  for (let index = 0; index < parts.length; index += 1) {
    if (index > 0) pieces[index * 2 - 1] = nonce;
    pieces[index * 2] = parts[index]!;
  }
  return pieces;
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = req.headers["accept-encoding"];
  return typeof accepted === "string" && /\bgzip\b(?!\s*;\s*q=0(?:\.0+)?\b)/.test(accepted);
}

/**
 * Renders each cacheable page once and then serves it from memory. The page is rendered with a
 * random stand-in nonce that is swapped for the request's own nonce on every response, so the
 * Content-Security-Policy stays per-request while the rendering work is done only once.
 *
 * The first response for a page goes through the whole Express stack; its headers are recorded,
 * and later requests are answered from memory with those same headers, a fresh nonce and a body
 * compressed ahead of time. That skips the per-request routing, header and compression work
 * that otherwise costs more than the page itself.
 */
export function createPageCache({ build, appUrl, createContext }: PageCacheOptions): PageCache {
  const render = createRequestHandler(build, "production");
  const standInNonce = randomBytes(16).toString("base64");
  const pages = new Map<string, Promise<CachedPage | null>>();
  const ready = new Map<string, CachedPage>();
  const paths = new Set(cacheablePaths);

  async function renderPage(path: string): Promise<CachedPage | null> {
    const response = await render(
      new Request(new URL(path, appUrl), { headers: { accept: "text/html" } }),
      createContext(standInNonce),
    );
    const contentType = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !contentType.startsWith("text/html")) return null;
    const html = await response.text();
    const parts = html.split(standInNonce).map((part) => Buffer.from(part));
    return { parts, gzip: spliceGzip(parts), contentType };
  }

  function isCacheable(method: string | undefined, path: string, cookie: string | undefined) {
    return (method === "GET" || method === "HEAD") && paths.has(path) && !hasSiteCookie(cookie);
  }

  function recordHeaders(page: CachedPage, res: ServerResponse, nonce: string) {
    const headers: OutgoingHttpHeaders = {};
    let cspParts = [""];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (perResponseHeaders.has(name) || value === undefined) continue;
      if (name === "content-security-policy") cspParts = String(value).split(nonce);
      else headers[name] = value;
    }
    page.replay = { headers, cspParts };
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (!isCacheable(req.method, req.path, req.headers.cookie) || req.originalUrl.includes("?")) {
      return next();
    }
    let page = pages.get(req.path);
    const hit = page !== undefined;
    if (!page) {
      page = renderPage(req.path);
      pages.set(req.path, page);
    }
    const cached = await page.catch(() => null);
    if (!cached) {
      pages.delete(req.path);
      return next();
    }
    const nonce = cspNonceOf(res);
    res
      .status(200)
      .set("Content-Type", cached.contentType)
      .set("Server-Timing", `page-cache;desc="${hit ? "hit" : "miss"}"`);
    if (!cached.replay) {
      recordHeaders(cached, res, nonce);
      ready.set(req.path, cached);
    }
    res.send(Buffer.concat(withNonce(cached.parts, Buffer.from(nonce))));
  };

  function serveDirect(
    req: IncomingMessage,
    res: ServerResponse,
    instrument: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean {
    const path = req.url ?? "";
    if (!isCacheable(req.method, path, req.headers.cookie)) return false;
    const page = ready.get(path);
    if (!page?.replay) return false;

    instrument(req, res);
    const nonce = newCspNonce();
    const nonceBytes = Buffer.from(nonce);
    const gzip = acceptsGzip(req);
    const body = gzip ? page.gzip.assemble(nonceBytes) : withNonce(page.parts, nonceBytes);
    res.writeHead(200, {
      ...page.replay.headers,
      "content-security-policy": page.replay.cspParts.join(nonce),
      "content-length": body.reduce((total, piece) => total + piece.length, 0),
      vary: "Accept-Encoding",
      "server-timing": 'page-cache;desc="hit"',
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    if (req.method !== "HEAD") {
      // Written piece by piece and sent together: the shared pieces are never copied.
      res.cork();
      for (const piece of body) res.write(piece);
    }
    res.end();
    return true;
  }

  return { middleware, serveDirect };
}
