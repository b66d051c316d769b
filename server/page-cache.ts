import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { CurrentSession, SessionLookup } from "#app/auth/accounts.server.ts";
import { hasSiteCookie } from "#app/config/cookies.ts";
import { accountCachePaths, sharedCachePaths } from "#app/content/pages.ts";
import {
  cachedPageOf,
  recordHeaders,
  sendRecorded,
  withNonce,
  type CachedPage,
} from "./cached-page.ts";
import { cspNonceOf, newCspNonce } from "./security.ts";

/** Signed-in pages kept at once; the least recently served goes first. */
const MAX_PERSONAL_PAGES = 256;

interface PageCacheOptions {
  build: ServerBuild;
  appUrl: string;
  createContext(cspNonce: string, knownSession?: CurrentSession | null): RouterContextProvider;
  /** The session a Cookie header names (the same statement the loaders' lookup runs). */
  lookUpSession(cookieHeader: string): Promise<SessionLookup | null>;
  /**
   * Rewrites a page rendered for visitors who are not signed in before it is kept (the critical
   * CSS); it is given the stand-in nonce for any inline script it adds.
   */
  finishSharedPage?(html: string, standInNonce: string): Promise<string>;
}

export interface PageCache {
  /** Express middleware: renders a page on its first request and serves it with every header. */
  middleware: RequestHandler;
  /**
   * Serves a page whose first response has been recorded straight from memory, before the
   * request reaches Express: false when it is not one it can answer without a database.
   */
  serveDirect(req: IncomingMessage, res: ServerResponse, instrument: Instrument): boolean;
  /**
   * The same for a visitor with a session cookie, once the session is looked up: resolves to
   * false when the page must go through Express.
   */
  serveWithSession(
    req: IncomingMessage,
    res: ServerResponse,
    instrument: Instrument,
  ): Promise<boolean> | false;
}

type Instrument = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Which rendering of a page a visitor gets: the shared one, or one for this account as it is
 * now. Every field a cached page's loaders can show is in the key, so a change to the account
 * (a new name, a preference, console access) simply selects a page not rendered yet.
 */
function visitorKey(current: CurrentSession | null): string | null {
  if (!current || current.user.isAnonymous) return null;
  const { user } = current;
  return JSON.stringify([
    user.id,
    user.name,
    user.email,
    user.image,
    user.emailVerified,
    user.createdAt.getTime(),
    user.teamMember,
    user.aiModelOptIn,
  ]);
}

const isRead = (method: string | undefined) => method === "GET" || method === "HEAD";

/**
 * Renders each cacheable page once and then serves it from memory. The page is rendered with a
 * random stand-in nonce that is swapped for the request's own nonce on every response, so the
 * Content-Security-Policy stays per-request while the rendering work is done only once.
 *
 * The first response for a page goes through the whole Express stack; its headers are recorded,
 * and later requests are answered from memory with those same headers, a fresh nonce and a body
 * compressed ahead of time. That skips the per-request routing, header and compression work
 * that otherwise costs more than the page itself.
 *
 * A visitor with a session cookie costs one indexed statement more: the session decides whether
 * they get the shared page (not signed in) or the page rendered for their account as it is now.
 */
export function createPageCache({
  build,
  appUrl,
  createContext,
  lookUpSession,
  finishSharedPage,
}: PageCacheOptions): PageCache {
  const render = createRequestHandler(build, "production");
  const standInNonce = randomBytes(16).toString("base64");
  const sharedPaths = new Set(sharedCachePaths);
  const sessionPaths = new Set([...sharedCachePaths, ...accountCachePaths]);
  /** Pages being rendered or kept, by path and visitor key. */
  const pages = new Map<string, Promise<CachedPage | null>>();
  /** Pages whose first response has been recorded, by the same key. */
  const ready = new Map<string, CachedPage & Required<Pick<CachedPage, "replay">>>();

  const cacheKey = (path: string, visitor: string | null) =>
    visitor === null ? path : `${path}\n${visitor}`;

  async function renderPage(
    path: string,
    knownSession: CurrentSession | null | undefined,
  ): Promise<CachedPage | null> {
    const response = await render(
      new Request(new URL(path, appUrl), { headers: { accept: "text/html" } }),
      createContext(standInNonce, knownSession),
    );
    const contentType = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !contentType.startsWith("text/html")) return null;
    const html = await response.text();
    // A signed-in visitor has had the stylesheet before, and a page per account would pay for
    // the rewrite once per account: their pages keep the plain stylesheet link.
    const shared = visitorKey(knownSession ?? null) === null;
    return cachedPageOf(
      shared && finishSharedPage ? await finishSharedPage(html, standInNonce) : html,
      standInNonce,
      contentType,
    );
  }

  function forget(key: string) {
    pages.delete(key);
    ready.delete(key);
  }

  /** A recorded page still valid today; signed-in ones are moved to the back of the queue. */
  function readyPage(key: string, personal: boolean) {
    const page = ready.get(key);
    if (!page) return undefined;
    if (Date.now() >= page.expiresAt) {
      forget(key);
      return undefined;
    }
    if (personal) {
      ready.delete(key);
      ready.set(key, page);
    }
    return page;
  }

  function keep(key: string, page: CachedPage & Required<Pick<CachedPage, "replay">>) {
    ready.set(key, page);
    if (ready.size <= sharedCachePaths.length + MAX_PERSONAL_PAGES) return;
    for (const oldest of ready.keys()) {
      if (oldest.includes("\n")) {
        forget(oldest);
        break;
      }
    }
  }

  /** Whether a request may be answered from the cache at all, and with or without a session. */
  function kindOf(req: IncomingMessage, path: string): "shared" | "session" | null {
    if (!isRead(req.method) || path.includes("?")) return null;
    if (!hasSiteCookie(req.headers.cookie)) return sharedPaths.has(path) ? "shared" : null;
    return sessionPaths.has(path) ? "session" : null;
  }

  /**
   * The page for a visitor with a session cookie, or undefined when it must be rendered afresh
   * through Express: a session Better Auth must extend on this request, or a signed-out visitor
   * on an account page (which sends them elsewhere).
   */
  async function choiceWithSession(path: string, cookie: string) {
    const found = await lookUpSession(cookie);
    if (found?.refreshDue) return undefined;
    const knownSession = found?.current ?? null;
    const visitor = visitorKey(knownSession);
    if (visitor === null && !sharedPaths.has(path)) return undefined;
    return { key: cacheKey(path, visitor), knownSession };
  }

  const middleware: RequestHandler = async (req, res, next) => {
    const kind = kindOf(req, req.originalUrl);
    if (!kind) return next();
    const choice =
      kind === "shared"
        ? { key: req.path, knownSession: undefined }
        : await choiceWithSession(req.path, req.headers.cookie ?? "").catch(() => undefined);
    if (!choice) return next();
    const { key, knownSession } = choice;
    let page = pages.get(key);
    const hit = page !== undefined;
    if (!page) {
      page = renderPage(req.path, knownSession);
      pages.set(key, page);
    }
    const cached = await page.catch(() => null);
    if (!cached || Date.now() >= cached.expiresAt) {
      forget(key);
      return next();
    }
    const nonce = cspNonceOf(res);
    res
      .status(200)
      .set("Content-Type", cached.contentType)
      .set("Server-Timing", `page-cache;desc="${hit ? "hit" : "miss"}"`);
    if (!cached.replay) {
      recordHeaders(cached, res, nonce);
      keep(key, cached as CachedPage & Required<Pick<CachedPage, "replay">>);
    }
    res.send(Buffer.concat(withNonce(cached.parts, Buffer.from(nonce))));
  };

  function serveDirect(req: IncomingMessage, res: ServerResponse, instrument: Instrument) {
    const path = req.url ?? "";
    if (kindOf(req, path) !== "shared") return false;
    const page = readyPage(path, false);
    if (!page) return false;
    instrument(req, res);
    sendRecorded(req, res, page, newCspNonce());
    return true;
  }

  function serveWithSession(req: IncomingMessage, res: ServerResponse, instrument: Instrument) {
    const path = req.url ?? "";
    if (kindOf(req, path) !== "session") return false;
    return choiceWithSession(path, req.headers.cookie ?? "").then(
      (choice) => {
        const page = choice && readyPage(choice.key, choice.key !== path);
        if (!page) return false;
        instrument(req, res);
        sendRecorded(req, res, page, newCspNonce());
        return true;
      },
      // A database that does not answer is the page's own error to report, through Express.
      () => false,
    );
  }

  return { middleware, serveDirect, serveWithSession };
}
