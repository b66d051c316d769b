import type { RequestHandler } from "express";
import { hasSiteCookie } from "#app/config/cookies.ts";
import type { AppServices } from "#app/context.server.ts";

/** Paths of the team console, as pages, data requests and posts. Route matching ignores case. */
const consolePattern = /^\/admin(?:[/.]|$)/i;

/**
 * Whether the router would take `path` for a console path: it decodes percent-escapes and
 * treats repeated slashes as one, so `/%61dmin` and `//admin` count too.
 */
function isConsolePath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape reaches no route; the path is judged as written.
  }
  return consolePattern.test(decoded.replace(/\/{2,}/g, "/"));
}

/** A path no route claims: the site's own "not found" page answers it. */
const unclaimedPath = "/page-not-found";

function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/**
 * Keeps the team console out of sight of everyone without access. Their requests for a console
 * path are answered as a request for a page that does not exist (GET, so a post gets the same
 * 404 page), and the route manifest the browser asks for never lists console routes for them:
 * no status, page, script name or route id tells that /admin is anything but a missing page.
 * The console's own loaders check access again; this gate only hides.
 */
export function hideConsoleFromOutsiders(
  services: Pick<AppServices, "accounts">,
): RequestHandler {
  async function isInsider(
    cookie: string | undefined,
    raw: Record<string, string | string[] | undefined>,
  ) {
    if (!hasSiteCookie(cookie)) return false;
    const current = await services.accounts.getSession(headersOf(raw));
    return Boolean(current && !current.user.isAnonymous && current.user.teamMember);
  }

  return (req, _res, next) => {
    const manifest = req.path === "/__manifest";
    const url = new URL(req.originalUrl, "http://site.invalid");
    const asked = manifest ? url.searchParams.getAll("p") : [req.path];
    if (!asked.some(isConsolePath)) return next();

    isInsider(req.headers.cookie, req.headers).then((insider) => {
      if (insider) return next();
      if (manifest) {
        url.searchParams.delete("p");
        for (const path of asked) {
          url.searchParams.append("p", isConsolePath(path) ? unclaimedPath : path);
        }
        req.originalUrl = `${url.pathname}${url.search}`;
      } else {
        req.method = "GET";
        req.originalUrl = req.path.endsWith(".data") ? `${unclaimedPath}.data` : unclaimedPath;
      }
      next();
    }, next);
  };
}
