import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/console-layout";
import { requireConsoleActor } from "#app/admin/console-access.server.ts";
import { ConsoleChrome } from "#app/admin/console-chrome.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { SiteChrome } from "#app/components/layout/site-chrome.tsx";
import type { RouteHandle } from "#app/components/route-handle.ts";
import { company } from "#app/content/site.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireConsoleActor(request, context);
  return { actorEmail: actor.email };
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
  return (
    <ConsoleChrome member={loaderData.actorEmail}>
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
