import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { hasSiteCookie } from "#app/config/cookies.ts";
import { cspNonceOf } from "./security.ts";

/** Pages whose HTML is the same for every visitor without a site cookie. */
export const cacheablePaths = ["/", "/solutions", "/about", "/case-studies", "/privacy", "/terms"];

interface CachedPage {
  /** The encoded page, cut where the stand-in nonce was, so each response only joins bytes. */
  parts: Buffer[];
  contentType: string;
}

interface PageCacheOptions {
  build: ServerBuild;
  appUrl: string;
  createContext(cspNonce: string): RouterContextProvider;
}

/**
 * Renders each cacheable page once and then serves it from memory. The page is rendered with a
 * random stand-in nonce that is swapped for the request's own nonce on every response, so the
 * Content-Security-Policy stays per-request while the rendering work is done only once.
 */
export function createPageCache({
  build,
  appUrl,
  createContext,
}: PageCacheOptions): RequestHandler {
  const render = createRequestHandler(build, "production");
  const standInNonce = randomBytes(16).toString("base64");
  const pages = new Map<string, Promise<CachedPage | null>>();

  async function renderPage(path: string): Promise<CachedPage | null> {
    const response = await render(
      new Request(new URL(path, appUrl), { headers: { accept: "text/html" } }),
      createContext(standInNonce),
    );
    const contentType = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !contentType.startsWith("text/html")) return null;
    const html = await response.text();
    return { parts: html.split(standInNonce).map((part) => Buffer.from(part)), contentType };
  }

  const paths = new Set(cacheablePaths);
  return async (req, res, next) => {
    const cacheable =
      (req.method === "GET" || req.method === "HEAD") &&
      paths.has(req.path) &&
      !req.originalUrl.includes("?") &&
      !hasSiteCookie(req.headers.cookie);
    if (!cacheable) return next();

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
    const nonce = Buffer.from(cspNonceOf(res));
    const body = Buffer.concat(
      cached.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part])),
    );
    res
      .status(200)
      .set("Content-Type", cached.contentType)
      .set("Server-Timing", `page-cache;desc="${hit ? "hit" : "miss"}"`)
      .send(body);
  };
}
