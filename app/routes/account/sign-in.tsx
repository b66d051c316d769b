import { redirect, useSearchParams, type MetaFunction } from "react-router";
import { readForm } from "#app/lib/parse-form.ts";
import type { Route } from "./+types/sign-in";
import { handleAuthAction } from "#app/auth/auth-actions.server.ts";
import { getSignedInSession } from "#app/auth/current-user.server.ts";
import { googleSignInErrorMessage } from "#app/auth/auth-messages.ts";
import { AuthPanel, type AuthView } from "#app/components/auth/auth-panel.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { seo } from "#app/routes/seo.ts";
import { passRetryAfter } from "#app/auth/retry-after.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Sign in",
    description: "Sign in to your Kestrel AI account, or create one.",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSignedInSession(request, context)) throw redirect("/profile");
  return null;
}

export const headers = passRetryAfter;

/** Every sign-in dialog form posts here; without JavaScript this page shows the same forms. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return handleAuthAction({
    form,
    request,
    services: context.get(servicesContext),
    clientIp: context.get(requestInfoContext).clientIp,
    log: context.get(requestInfoContext).log,
  });
}

const views: AuthView[] = ["sign-in", "sign-up", "forgot-password"];

export default function SignInPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("view") as AuthView | null;
  const fromAction: Partial<Record<string, AuthView>> = {
    "sign-up": "sign-up",
    "forgot-password": "forgot-password",
  };
  const view =
    (actionData && fromAction[actionData.intent]) ??
    (requested && views.includes(requested) ? requested : "sign-in");
  const notice =
    searchParams.get("signInError") === "google"
      ? googleSignInErrorMessage(searchParams.get("error"))
      : undefined;
  return (
    <div className="container-page flex justify-center py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
        <AuthPanel
          key={view}
          initialView={view}
          initialResult={actionData}
          notice={notice}
          headingLevel={1}
        />
      </div>
    </div>
  );
}
