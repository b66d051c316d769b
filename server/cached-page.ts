import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { TZDate } from "@date-fns/tz";
import { BUSINESS_TIME_ZONE } from "#app/inquiries/booking-dates.ts";
import { spliceGzip, type SplicedGzip } from "./spliced-gzip.ts";

/** One rendered page, kept to be sent again with a fresh nonce. */
export interface CachedPage {
  /** The encoded page, cut where the stand-in nonce was, so each response only joins bytes. */
  parts: Buffer[];
  gzip: SplicedGzip;
  contentType: string;
  /**
   * The end of the business day it was rendered on: pages may show the day (the footer's year),
   * so none is served past it. The consultation's days and times are read in the browser.
   */
  expiresAt: number;
  /**
   * The headers the full middleware stack sent with this page (security headers included),
   * recorded from its first response; the CSP is kept cut at that response's nonce.
   */
  replay?: { headers: OutgoingHttpHeaders; cspParts: string[] };
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

/** Midnight after `now` where the business keeps its calendar (America/New_York). */
export function endOfBusinessDay(now = Date.now()): number {
  const today = new TZDate(now, BUSINESS_TIME_ZONE);
  return new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + 1,
    BUSINESS_TIME_ZONE,
  ).getTime();
}

export function cachedPageOf(html: string, standInNonce: string, contentType: string): CachedPage {
  const parts = html.split(standInNonce).map((part) => Buffer.from(part));
  return { parts, gzip: spliceGzip(parts), contentType, expiresAt: endOfBusinessDay() };
}

export function withNonce(parts: readonly Buffer[], nonce: Buffer): Buffer[] {
  const pieces = new Array<Buffer>(parts.length * 2 - 1);
  for (let index = 0; index < parts.length; index += 1) {
    if (index > 0) pieces[index * 2 - 1] = nonce;
    pieces[index * 2] = parts[index]!;
  }
  return pieces;
}

/** Keeps the headers of a page's first response, with its CSP cut at that response's nonce. */
export function recordHeaders(page: CachedPage, res: ServerResponse, nonce: string) {
  const headers: OutgoingHttpHeaders = {};
  let cspParts = [""];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (perResponseHeaders.has(name) || value === undefined) continue;
    if (name === "content-security-policy") cspParts = String(value).split(nonce);
    else headers[name] = value;
  }
  page.replay = { headers, cspParts };
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = req.headers["accept-encoding"];
  return typeof accepted === "string" && /\bgzip\b(?!\s*;\s*q=0(?:\.0+)?\b)/.test(accepted);
}

/** Sends a page whose first response was recorded, with `nonce` in place of the stand-in. */
export function sendRecorded(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage & Required<Pick<CachedPage, "replay">>,
  nonce: string,
) {
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
}
