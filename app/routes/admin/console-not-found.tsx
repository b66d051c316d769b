import { data } from "react-router";
import type { Route } from "./+types/console-not-found";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";

// A console address that does not exist: 404 for everyone, and for strangers also for a post,
// so that no path under /admin answers differently from the rest of the site.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleActor(request, context);
  throw data(null, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireConsoleActor(request, context);
  throw data(null, { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}
