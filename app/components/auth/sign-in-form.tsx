import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { AuthActionData } from "#app/auth/auth-action-data.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { ClosedAccountNotice } from "./closed-account-notice.tsx";
import { ResendVerification } from "./resend-verification.tsx";

export function SignInForm({
  redirectTo,
  initialResult,
  onForgotPassword,
}: {
  redirectTo: string;
  initialResult?: AuthActionData;
  onForgotPassword: () => void;
}) {
  const fetcher = useFetcher<AuthActionData>();
  const result = fetcher.data ?? initialResult;
  const busy = fetcher.state !== "idle";
  // Starts from what was typed when a post without JavaScript came back refused.
  const [email, setEmail] = useState(
    initialResult?.status === "error" ? (initialResult.values?.email ?? "") : "",
  );
  const failed = result?.status === "error" && result.intent === "sign-in" ? result : null;

  if (failed?.blocked && failed.blocked !== "unverified" && !busy) {
    return <ClosedAccountNotice reason={failed.blocked} message={failed.message} />;
  }

  return (
    <div className="space-y-4">
      <fetcher.Form method="post" action="/sign-in" className="space-y-4">
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="flex justify-end">
          <Link
            to="/sign-in?view=forgot-password"
            onClick={(event) => {
              event.preventDefault();
              onForgotPassword();
            }}
            className="text-brand-700 hover:text-brand-900 text-sm font-semibold"
          >
            Forgot Password?
          </Link>
        </div>
        {failed && !busy && <Alert type="error">{failed.message}</Alert>}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </fetcher.Form>
      {/* Its own form, so it sits outside the sign-in form rather than inside it. */}
      {failed?.blocked === "unverified" && !busy && <ResendVerification email={email} />}
    </div>
  );
}
