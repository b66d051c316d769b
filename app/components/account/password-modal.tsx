import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { newPasswordSchema } from "#app/auth/validation.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { PasswordChangeResult } from "#app/account/account-results.ts";

/** After a successful change the modal closes itself after this long. */
const CLOSE_AFTER_SUCCESS_MS = 2_000;

export default function PasswordModal({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<PasswordChangeResult>();
  const titleId = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const loading = fetcher.state !== "idle";

  useEffect(() => {
    if (result?.status !== "success") return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [result, onClose]);

  const error = clientError ?? (result?.status === "error" ? result.message : null);

  return (
    <Dialog labelledBy={titleId} open onClose={onClose}>
      <h2 id={titleId} className="pr-10 text-2xl font-bold tracking-tight">
        Change Password
      </h2>
      {result?.status === "success" ? (
        <div className="mt-6">
          <Alert type="success">{result.message}</Alert>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          action="/profile"
          noValidate
          className="mt-6 space-y-4"
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget);
            const parsed = newPasswordSchema.safeParse({
              password: form.get("password"),
              confirmPassword: form.get("confirmPassword"),
            });
            setClientError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
            if (!parsed.success) event.preventDefault();
          }}
        >
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
          />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
          />
          {error && <Alert type="error">{error}</Alert>}
          <Button type="submit" className="w-full" disabled={loading}>
            {loading ? "Changing..." : "Change Password"}
          </Button>
        </fetcher.Form>
      )}
    </Dialog>
  );
}
