import type { Route } from "./+types/live-events";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { liveEventStream } from "#app/admin/conversations/live/live-event-stream.server.ts";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireConsoleActor(request, context);
  const { database, liveHub } = context.get(servicesContext);
  const { log } = context.get(requestInfoContext);
  return liveEventStream({
    db: database.db,
    hub: liveHub,
    userId: actor.userId,
    signal: request.signal,
    onError: (message, error) => log.error({ err: error }, message),
  });
}
