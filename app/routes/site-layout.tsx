import { lazy, Suspense } from "react";
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { UserSummary } from "#app/auth/user-summary.ts";
import type { Route } from "./+types/site-layout";
import { useAuthDialog } from "#app/components/auth/use-auth-dialog.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";

// The dialog's code is fetched only when a visitor asks for it.
const AuthDialog = lazy(() => import("#app/components/auth/auth-dialog.tsx"));

function SiteChrome({ children }: { children: React.ReactNode }) {
  const authDialog = useAuthDialog();
  const user =
    (useRouteLoaderData("root") as { user: UserSummary | null } | undefined)?.user ?? null;
  return (
    <>
      <SiteHeader user={user} onSignIn={() => authDialog.open("sign-in")} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      {authDialog.view && !user && (
        <Suspense fallback={null}>
          <AuthDialog
            view={authDialog.view}
            notice={authDialog.notice}
            onClose={authDialog.close}
          />
        </Suspense>
      )}
    </>
  );
}

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
