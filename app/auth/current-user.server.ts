import type { RouterContextProvider } from "react-router";
import { hasSiteCookie } from "#app/config/cookies.ts";
import { knownSessionContext, servicesContext } from "#app/context.server.ts";
import type { CurrentSession } from "./accounts.server.ts";

/**
 * Sessions already looked up for a request, by its router context. A page's loaders run side by
 * side and each asks; they share one lookup. Only reads are remembered: an action may sign the
 * visitor in or out, and the loaders that follow it must see the change.
 */
const lookups = new WeakMap<object, Promise<CurrentSession | null>>();

/**
 * The visitor's session, or null. Requests without a site cookie cannot have one, so they are
 * answered without a database query.
 */
export async function getCurrentSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CurrentSession | null> {
  const known = context.get(knownSessionContext);
  if (known !== undefined) return known;
  if (!hasSiteCookie(request.headers.get("cookie") ?? undefined)) return null;
  const lookUp = () => context.get(servicesContext).accounts.getSession(request.headers);
  if (request.method !== "GET" && request.method !== "HEAD") return lookUp();
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = lookUp();
    lookups.set(context, lookup);
  }
  return lookup;
}

/** The signed-in account holder; anonymous visitors count as signed out. */
export async function getSignedInSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const current = await getCurrentSession(request, context);
  return current && !current.user.isAnonymous ? current : null;
}
