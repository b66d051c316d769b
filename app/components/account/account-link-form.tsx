import { useEffect } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import type { AccountLinkResult } from "#app/account/account-link-action.server.ts";
import { ClosedAccountNotice } from "#app/components/auth/closed-account-notice.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";

/** After success, the visitor goes home after this long. */
const REDIRECT_DELAY_MS = 2_000;

/** Email and password to confirm an activation or recovery link, with the spec's extras. */
export function AccountLinkForm({
  kind,
  token,
  initialResult,
}: {
  kind: "activation" | "recovery";
  token: string;
  initialResult?: AccountLinkResult;
}) {
  const fetcher = useFetcher<AccountLinkResult>();
  const navigate = useNavigate();
  const result = (fetcher.state === "idle" ? fetcher.data : undefined) ?? initialResult;

  useEffect(() => {
    if (result?.status !== "success") return;
    const timer = setTimeout(() => navigate("/", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  if (result?.status === "success") return <Alert type="success">{result.message}</Alert>;
  const failure = result?.status === "error" ? result : undefined;

  return (
    <div className="space-y-5">
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={token} />
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
          {kind === "activation" ? "Activate Account" : "Recover Account"}
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
  );
}
