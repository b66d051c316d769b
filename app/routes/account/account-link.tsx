import { useEffect } from "react";
import {
  Link,
  useFetcher,
  useLocation,
  useNavigate,
  useSearchParams,
  type MetaFunction,
} from "react-router";
import type { Route } from "./+types/account-link";
import { handleAccountLink } from "#app/account/account-link-action.server.ts";
import type { AccountLinkResult } from "#app/account/account-results.ts";
import { ClosedAccountNotice } from "#app/components/auth/closed-account-notice.tsx";
import { StandalonePage } from "#app/components/layout/standalone-page.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { seo } from "#app/routes/seo.ts";

/**
 * /activate-account and /recover-account: the pages an emailed reactivation or recovery link
 * opens (docs/product.md, account lifecycle). One module serves both; the path says which.
 */
const pages = {
  activation: {
    title: "Activate your account",
    intro: "Sign in with your email and password to reactivate your account.",
    submit: "Activate Account",
  },
  recovery: {
    title: "Recover your account",
    intro: "Sign in with your email and password to keep your account.",
    submit: "Recover Account",
  },
} as const;

type LinkKind = keyof typeof pages;

const kindOf = (pathname: string): LinkKind =>
  pathname.startsWith("/recover-account") ? "recovery" : "activation";

/** After success, the visitor goes home after this long. */
const REDIRECT_DELAY_MS = 2_000;

export const meta: MetaFunction = (args) => {
  const page = pages[kindOf(args.location.pathname)];
  return seo(args, { title: page.title, description: page.intro });
};

export function action({ request, context }: Route.ActionArgs) {
  const { clientIp, log } = context.get(requestInfoContext);
  return handleAccountLink(kindOf(new URL(request.url).pathname), {
    request,
    services: context.get(servicesContext),
    clientIp,
    log,
  });
}

export default function AccountLinkPage({ actionData }: Route.ComponentProps) {
  const kind = kindOf(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<AccountLinkResult>();
  const navigate = useNavigate();
  const result = (fetcher.state === "idle" ? fetcher.data : undefined) ?? actionData;
  const page = pages[kind];

  useEffect(() => {
    if (result?.status !== "success") return;
    const timer = setTimeout(() => navigate("/", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  const failure = result?.status === "error" ? result : undefined;
  return (
    <StandalonePage title={page.title}>
      <p className="mb-5">{page.intro}</p>
      {result?.status === "success" ? (
        <Alert type="success">{result.message}</Alert>
      ) : (
        <div className="space-y-5">
          <fetcher.Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
            <TextField label="Email" name="email" type="email" autoComplete="email" required />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            {kind === "recovery" && failure?.needsTerms && (
              <label className="flex items-start gap-3 text-sm">
                <input type="checkbox" name="acceptTerms" className="mt-1 size-4" />
                <span>
                  I accept the{" "}
                  <Link to="/terms" className="text-brand-700 underline">
                    Terms of Service
                  </Link>{" "}
                  and want to recover my account.
                </span>
              </label>
            )}
            {failure && <Alert type="error">{failure.message}</Alert>}
            <Button type="submit" className="w-full" disabled={fetcher.state !== "idle"}>
              {page.submit}
            </Button>
            <p className="text-center text-sm">
              <Link
                to="/?forgotPassword=true"
                className="text-brand-700 hover:text-brand-900 font-semibold"
              >
                Forgot Password?
              </Link>
            </p>
          </fetcher.Form>
          {kind === "activation" && failure?.offerReactivation && (
            <ClosedAccountNotice
              reason="reactivate"
              message="You can ask for a new reactivation link."
            />
          )}
        </div>
      )}
    </StandalonePage>
  );
}
