import { useState } from "react";
import { useFetcher } from "react-router";
import { authMessages, type BlockedSignIn } from "#app/auth/auth-messages.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { AccountRequestResult } from "#app/account/account-results.ts";

/**
 * Shown when a sign-in is refused because the account is deactivated, closing or closed: the
 * reason, and a request to reactivate (deactivated accounts) or recover (the others), which
 * the owner confirms by typing the account's email address.
 */
export function ClosedAccountNotice({
  reason,
  message,
}: {
  reason: Exclude<BlockedSignIn, "unverified"> | "reactivate";
  message: string;
}) {
  const fetcher = useFetcher<AccountRequestResult>();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reactivate = reason === "inactive" || reason === "reactivate";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  if (result?.status === "success") return <Alert type="success">{result.message}</Alert>;

  return (
    <div className="space-y-4">
      <Alert type="info">{message}</Alert>
      <fetcher.Form
        method="post"
        action="/account-requests"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          if (email.trim() === "") {
            event.preventDefault();
            setError(authMessages.emailConfirmationRequired);
          }
        }}
      >
        <input type="hidden" name="intent" value={reactivate ? "reactivate" : "recover"} />
        <TextField
          label="Confirm your email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          error={error ?? (result?.status === "error" ? result.message : undefined)}
        />
        <Button type="submit" className="w-full" disabled={fetcher.state !== "idle"}>
          {reactivate ? "Request Account Reactivation" : "Request Account Recovery"}
        </Button>
      </fetcher.Form>
    </div>
  );
}
