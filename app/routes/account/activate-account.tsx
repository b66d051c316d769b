import { useSearchParams, type MetaFunction } from "react-router";
import type { Route } from "./+types/activate-account";
import { handleAccountLink } from "#app/account/account-link-action.server.ts";
import { AccountLinkForm } from "#app/components/account/account-link-form.tsx";
import { StandalonePage } from "#app/components/layout/standalone-page.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Activate your account",
    description: "Sign in with your email and password to reactivate your account.",
    noIndex: true,
  });

export function action({ request, context }: Route.ActionArgs) {
  return handleAccountLink("activation", {
    request,
    services: context.get(servicesContext),
    clientIp: context.get(requestInfoContext).clientIp,
    log: context.get(requestInfoContext).log,
  });
}

export default function ActivateAccountPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <StandalonePage title="Activate your account">
      <p className="mb-5">Sign in with your email and password to reactivate your account.</p>
      <AccountLinkForm
        kind="activation"
        token={searchParams.get("token") ?? ""}
        initialResult={actionData}
      />
    </StandalonePage>
  );
}
