import { useFetcher } from "react-router";
import type { AuthActionData } from "#app/auth/auth-action-data.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { signUpFieldLabels } from "#app/auth/sign-up-fields.ts";

export function SignUpForm({ initialResult }: { initialResult?: AuthActionData }) {
  const fetcher = useFetcher<AuthActionData>();
  const result = fetcher.data ?? initialResult;
  const busy = fetcher.state !== "idle";
  const fieldErrors = result?.status === "error" ? result.fieldErrors : undefined;
  // What was typed, when a post without JavaScript came back refused.
  const typed = initialResult?.status === "error" ? initialResult.values : undefined;

  if (result?.status === "success" && result.intent === "sign-up" && !busy) {
    return <Alert type="success">{result.message}</Alert>;
  }

  return (
    <fetcher.Form method="post" action="/sign-in" noValidate className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      <TextField
        label={signUpFieldLabels.name}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={typed?.name}
        error={fieldErrors?.name}
      />
      <TextField
        label={signUpFieldLabels.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={typed?.email}
        error={fieldErrors?.email}
      />
      <TextField
        label={signUpFieldLabels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        error={fieldErrors?.password}
      />
      {result?.status === "error" && !fieldErrors && !busy && (
        <Alert type="error">{result.message}</Alert>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </fetcher.Form>
  );
}
