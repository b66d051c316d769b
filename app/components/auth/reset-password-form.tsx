import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { AuthActionData } from "#app/auth/auth-action-data.ts";
import { authErrorMessages } from "#app/auth/auth-messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { callFunction, FunctionsError } from "#app/lib/functions-client.ts";
import { functionsErrorMessage } from "./functions-error-message.ts";

/**
 * The password reset request. It first asks the checkUserExist server function whether the
 * address has an account, then sends the link. The action alone (without JavaScript) answers
 * alike for every address, so it tells nobody which addresses have accounts.
 */
export function ResetPasswordForm({
  initialResult,
  onCreateAccount,
  onClose,
}: {
  initialResult?: AuthActionData;
  onCreateAccount: () => void;
  onClose?: () => void;
}) {
  const fetcher = useFetcher<AuthActionData>();
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<{ message: string; noAccount: boolean } | null>(
    null,
  );
  const result = checkError ? null : (fetcher.data ?? initialResult);
  const busy = checking || fetcher.state !== "idle";
  const failure =
    checkError ??
    (result?.status === "error" ? { message: result.message, noAccount: false } : null);

  if (result?.status === "success" && result.intent === "forgot-password" && !busy) {
    return (
      <div className="space-y-4">
        <Alert type="success">{result.message}</Alert>
        {onClose && (
          <Button className="w-full" onClick={onClose}>
            Close
          </Button>
        )}
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action="/sign-in"
      className="space-y-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const email = String(new FormData(form).get("email") ?? "").trim();
        setCheckError(null);
        setChecking(true);
        try {
          const { exists } = await callFunction<{ exists: boolean }>("checkUserExist", { email });
          if (!exists) {
            setCheckError({ message: authErrorMessages["auth/user-not-found"], noAccount: true });
            return;
          }
          await fetcher.submit(form);
        } catch (error) {
          setCheckError({
            message: functionsErrorMessage(error instanceof FunctionsError ? error.code : ""),
            noAccount: false,
          });
        } finally {
          setChecking(false);
        }
      }}
    >
      <input type="hidden" name="intent" value="forgot-password" />
      <p className="text-muted text-sm">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      {failure && !busy && (
        <Alert type="error">
          {failure.message}
          {failure.noAccount && (
            <>
              {" "}
              <Link
                to="/sign-in?view=sign-up"
                onClick={(event) => {
                  event.preventDefault();
                  onCreateAccount();
                }}
                className="font-semibold underline underline-offset-4"
              >
                Create a new account
              </Link>
            </>
          )}
        </Alert>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Sending..." : "Send Reset Link"}
      </Button>
    </fetcher.Form>
  );
}
