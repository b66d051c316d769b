import type { RouterContextProvider } from "react-router";
import { hasSiteCookie } from "#app/config/cookies.ts";
import { servicesContext } from "#app/context.server.ts";
import type { CurrentSession } from "./accounts.server.ts";

/**
 * The visitor's session, or null. Requests without a site cookie cannot have one, so they are
 * answered without a database query.
 */
export async function getCurrentSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CurrentSession | null> {
  if (!hasSiteCookie(request.headers.get("cookie") ?? undefined)) return null;
  return context.get(servicesContext).accounts.getSession(request.headers);
}

/** The signed-in account holder; anonymous visitors count as signed out. */
export async function getSignedInSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const current = await getCurrentSession(request, context);
  return current && !current.user.isAnonymous ? current : null;
}
