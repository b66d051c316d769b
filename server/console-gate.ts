import type { RequestHandler } from "express";
import { hasSiteCookie } from "#app/config/cookies.ts";
import type { AppServices } from "#app/context.server.ts";

/** Paths of the team console, as pages, data requests and posts. Route matching ignores case. */
const consolePattern = /^\/admin(?:[/.]|$)/i;

/**
 * React Router's route-discovery endpoint and the query parameter it reads the asked paths
 * from, comma-separated (react-router 7, `handleManifestRequest`).
 */
const MANIFEST_PATH = "/__manifest";
const MANIFEST_PATHS_PARAMETER = "paths";

/** A path no route claims: the site's own "not found" page answers it. */
const unclaimedPath = "/page-not-found";

const origin = "http://site.invalid";

/**
 * A path as the request handler hands it to the router: parsed as a URL, which resolves dot
 * segments (`/x/../admin`, `/./admin`, `/%2e/admin` in any case) and reads `\` as `/`.
 */
function resolved(path: string): string {
  try {
    return new URL(`${origin}${path.startsWith("/") ? "" : "/"}${path}`).pathname;
  } catch {
    return path;
  }
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // A malformed escape reaches no route; the path is judged as written.
    return path;
  }
}

/**
 * Whether the router could take `path` for a console path. It is judged every way it may be
 * read, as written and resolved, with percent-escapes decoded (`/%61dmin`) and repeated slashes
 * as one (`//admin`): a path that is a console path in any reading is one.
 */
function isConsolePath(path: string): boolean {
  const written = path.split(/[?#]/, 1)[0] ?? "";
  return [written, decoded(written)]
    .flatMap((reading) => [reading, resolved(reading)])
    .some((reading) => consolePattern.test(reading.replace(/[/\\]{2,}/g, "/")));
}

function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/** The paths a manifest request asks for, each value split as the router splits it. */
const askedPaths = (url: URL) =>
  url.searchParams.getAll(MANIFEST_PATHS_PARAMETER).flatMap((value) => value.split(","));

/**
 * Keeps the team console out of sight of everyone without access. Their requests for a console
 * path, by any spelling the router resolves to one, are answered as the same request (method,
 * query and all) for a page that does not exist, and the route manifest the browser asks for
 * lists no console route for them: no status, header, page, script name or route id tells that
 * /admin is anything but a missing page. The console's own loaders check access again; this
 * gate only hides.
 */
export function hideConsoleFromOutsiders(services: Pick<AppServices, "accounts">): RequestHandler {
  async function isInsider(
    cookie: string | undefined,
    raw: Record<string, string | string[] | undefined>,
  ) {
    if (!hasSiteCookie(cookie)) return false;
    const current = await services.accounts.getSession(headersOf(raw));
    return Boolean(current && !current.user.isAnonymous && current.user.teamMember);
  }

  return (req, _res, next) => {
    let url: URL;
    try {
      url = new URL(`${origin}${req.originalUrl}`);
    } catch {
      // The request handler cannot parse it either, so it reaches no route.
      return next();
    }
    const manifest = url.pathname === MANIFEST_PATH;
    const asked = manifest ? askedPaths(url) : [req.originalUrl];
    if (!asked.some(isConsolePath)) return next();

    isInsider(req.headers.cookie, req.headers).then((insider) => {
      if (insider) return next();
      if (manifest) {
        const values = url.searchParams.getAll(MANIFEST_PATHS_PARAMETER);
        url.searchParams.delete(MANIFEST_PATHS_PARAMETER);
        for (const value of values) {
          const paths = value
            .split(",")
            .map((path) => (isConsolePath(path) ? unclaimedPath : path));
          url.searchParams.append(MANIFEST_PATHS_PARAMETER, paths.join(","));
        }
      } else {
        url.pathname = url.pathname.endsWith(".data") ? `${unclaimedPath}.data` : unclaimedPath;
      }
      req.originalUrl = `${url.pathname}${url.search}`;
      next();
    }, next);
  };
}
