import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { ErrorPage } from "#app/components/error-page.tsx";
import { SiteChrome } from "#app/components/layout/site-chrome.tsx";

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // On the server the error is already in the log (entry.server's handleError); in the browser
  // the console is where a developer looks.
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return (
    <SiteChrome>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </SiteChrome>
  );
}
