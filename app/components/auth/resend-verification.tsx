import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { AuthActionData } from "#app/auth/auth-action-data.ts";
import { RESEND_COOLDOWN_SECONDS } from "#app/auth/auth-messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { useCountdown } from "./use-countdown.ts";

/**
 * The "Click here to resend" link of an unverified sign-in, which turns into a countdown
 * ("Resend in {n}s") for a minute after each request.
 */
export function ResendVerification({ email }: { email: string }) {
  const fetcher = useFetcher<AuthActionData>();
  const countdown = useCountdown();
  const result = fetcher.data;
  const { start } = countdown;

  useEffect(() => {
    if (result?.status === "success") start(RESEND_COOLDOWN_SECONDS);
  }, [result, start]);

  return (
    <div className="mt-3 space-y-3">
      <fetcher.Form method="post" action="/sign-in">
        <input type="hidden" name="intent" value="resend-verification" />
        <input type="hidden" name="email" value={email} />
        {countdown.remaining > 0 ? (
          <p className="text-muted text-sm" aria-live="polite">
            Resend in {countdown.remaining}s
          </p>
        ) : (
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="text-brand-700 hover:text-brand-900 text-sm font-semibold underline underline-offset-4"
          >
            Click here to resend
          </button>
        )}
      </fetcher.Form>
      {result && fetcher.state === "idle" && (
        <Alert type={result.status === "success" ? "success" : "error"}>{result.message}</Alert>
      )}
    </div>
  );
}
