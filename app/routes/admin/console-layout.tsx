import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/console-layout";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { ConsoleChrome } from "#app/admin/console/console-chrome.tsx";
import { countWaiting } from "#app/admin/conversations/live/live-list.server.ts";
import { PersonRequestNotice } from "#app/admin/conversations/live/person-request-notice.tsx";
import {
  useLiveConsole,
  type LiveConsoleEvent,
} from "#app/admin/conversations/live/use-live-console.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { SiteChrome } from "#app/components/layout/site-chrome.tsx";
import type { RouteHandle } from "#app/components/route-handle.ts";
import { company } from "#app/content/site.ts";
import { servicesContext } from "#app/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireConsoleActor(request, context);
  const waiting = await countWaiting(context.get(servicesContext).database.db);
  return { actorEmail: actor.email, waiting };
}

/** The signals that change the count of waiting visitors in the navigation. */
const changesWaiting = ({ kind }: LiveConsoleEvent) =>
  kind === "requested" || kind === "joined" || kind === "offline";

/**
 * Which signals change what the page at `path` shows: every change for the live list, the
 * conversation's own for a conversation's page, and the waiting count everywhere.
 */
function shownOn(path: string) {
  const conversation = /^\/admin\/conversations\/([^/]+)$/.exec(path)?.[1];
  if (path === "/admin/conversations") return () => true;
  return (event: LiveConsoleEvent) =>
    changesWaiting(event) || (conversation !== undefined && event.conversationId === conversation);
}

// The team works in the console; the visitors' assistant is not offered there.
export const handle: RouteHandle = { publicChat: false };

// What the console shows is for the team only: never kept by a browser or a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// Anyone without access sees the site's ordinary "not found" page, title included.
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }]
    : [{ name: "robots", content: "noindex" }];

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { onDuty, request, dismiss } = useLiveConsole(shownOn(pathname.replace(/\/+$/, "")));
  return (
    <ConsoleChrome
      member={loaderData.actorEmail}
      waiting={loaderData.waiting}
      onDuty={onDuty}
      notice={
        // Once every waiting visitor has someone, the notice has nothing left to say.
        <PersonRequestNotice
          request={loaderData.waiting > 0 ? request : null}
          onDismiss={dismiss}
        />
      }
    >
      <Outlet />
    </ConsoleChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A team member who asks for an item that is gone stays in the console; anyone else sees the
  // site's own page.
  const member = useRouteLoaderData<typeof loader>("routes/admin/console-layout");
  return member ? (
    <ConsoleChrome member={member.actorEmail}>
      <ErrorPage status={status} />
    </ConsoleChrome>
  ) : (
    <SiteChrome>
      <ErrorPage status={status} />
    </SiteChrome>
  );
}
