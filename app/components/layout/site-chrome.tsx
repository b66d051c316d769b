import { lazy, Suspense, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { UserSummary } from "#app/auth/user-summary.ts";
import { useAuthDialog } from "#app/components/auth/use-auth-dialog.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

// The dialog's code is fetched only when a visitor asks for it.
const AuthDialog = lazy(() => import("#app/components/auth/auth-dialog.tsx"));

/** The public site around a page: its header, main landmark, footer and sign-in dialog. */
export function SiteChrome({ children }: { children: ReactNode }) {
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
