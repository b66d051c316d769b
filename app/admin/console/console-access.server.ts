import { data, type RouterContextProvider } from "react-router";
import { getSignedInSession } from "#app/auth/current-user.server.ts";

/** The team member a console request is made by. */
export interface ConsoleActor {
  userId: string;
  email: string;
  name: string;
}

const checks = new WeakMap<object, Promise<ConsoleActor | null>>();

async function lookUpActor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ConsoleActor | null> {
  const current = await getSignedInSession(request, context);
  if (!current?.user.teamMember) return null;
  return { userId: current.user.id, email: current.user.email, name: current.user.name };
}

/** The signed-in team member, or null; one lookup per request however many loaders ask. */
export function findConsoleActor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ConsoleActor | null> {
  let check = checks.get(context);
  if (!check) {
    check = lookUpActor(request, context);
    checks.set(context, check);
  }
  return check;
}

/**
 * Every console loader and action starts here. Anyone else, signed in or not, gets the site's
 * ordinary 404: nothing tells a stranger that the console exists.
 */
export async function requireConsoleActor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ConsoleActor> {
  const actor = await findConsoleActor(request, context);
  if (!actor) throw data(null, { status: 404 });
  return actor;
}
