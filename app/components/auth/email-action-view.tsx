import { useEffect, useRef } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import type { EmailActionResult, EmailActionState } from "#app/auth/email-action.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { company } from "#app/content/site.ts";

/** How long each success message stays before the visitor is taken home. */
const REDIRECT_DELAY_MS = { verifyEmail: 1_000, resetPassword: 3_000 } as const;

export function EmailActionView({
  state,
  pageResult,
}: {
  state: EmailActionState;
  /** The answer to a form posted without JavaScript. */
  pageResult?: EmailActionResult;
}) {
  const fetcher = useFetcher<EmailActionResult>();
  const navigate = useNavigate();
  const result = fetcher.data ?? pageResult;
  const submitted = useRef(false);

  // Verification starts by itself once the page is interactive; without JavaScript, by the button.
  useEffect(() => {
    if (state.state !== "verify" || submitted.current) return;
    submitted.current = true;
    void fetcher.submit({ intent: "verify", oobCode: state.code }, { method: "post" });
  }, [state, fetcher]);

  useEffect(() => {
    if (result?.status !== "success") return;
    const timer = setTimeout(
      () => navigate("/", { replace: true }),
      REDIRECT_DELAY_MS[result.mode],
    );
    return () => clearTimeout(timer);
  }, [result, navigate]);

  if (result?.status === "success") {
    return (
      <Card title="All done">
        <Alert type="success">{result.message}</Alert>
      </Card>
    );
  }
  if (state.state === "error") return <ActionFailed message={state.message} />;
  if (result?.status === "error" && !result.fieldErrors)
    return <ActionFailed message={result.message} />;
  const fieldErrors = result?.fieldErrors;

  if (state.state === "verify") {
    return (
      <Card title="Processing">
        <fetcher.Form method="post" className="space-y-4">
          <p className="text-muted" aria-live="polite">
            {fetcher.state === "idle"
              ? "Confirm your email address to finish setting up your account."
              : "Verifying your email address..."}
          </p>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="oobCode" value={state.code} />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            Verify email address
          </Button>
        </fetcher.Form>
      </Card>
    );
  }

  if (state.state === "verify-with-password") {
    return (
      <Card title="Confirm your email address">
        <fetcher.Form method="post" noValidate className="space-y-4">
          <p className="text-muted">
            To finish verifying <strong className="text-ink">{state.email}</strong>, enter the
            password you chose when you created the account.
          </p>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="oobCode" value={state.code} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors?.password}
          />
          <Button type="submit" className="w-full" disabled={fetcher.state !== "idle"}>
            {fetcher.state === "idle" ? "Verify email address" : "Verifying..."}
          </Button>
        </fetcher.Form>
        <p className="text-muted mt-5 text-sm">
          Did not create this account, or forgot the password?{" "}
          <Link to="/?forgotPassword=true" className="text-brand-700 underline underline-offset-2">
            Reset the password
          </Link>{" "}
          to use the account with a password of your own.
        </p>
      </Card>
    );
  }

  return (
    <Card title="Choose a new password">
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="oobCode" value={state.code} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={fieldErrors?.password}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={fieldErrors?.confirmPassword}
        />
        <Button type="submit" className="w-full" disabled={fetcher.state !== "idle"}>
          {fetcher.state === "idle" ? "Reset Password" : "Resetting..."}
        </Button>
      </fetcher.Form>
    </Card>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container-page flex justify-center py-16 sm:py-24">
      <section
        aria-labelledby="email-action-title"
        className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8"
      >
        <h1 id="email-action-title" className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        <div className="mt-5">{children}</div>
      </section>
    </div>
  );
}

function ActionFailed({ message }: { message: string }) {
  return (
    <Card title="Action Failed">
      <Alert type="error">{message}</Alert>
      <p className="mt-5 text-sm font-semibold">What you can do:</p>
      <ul className="text-muted mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>
          <Link to="/?forgotPassword=true" className="text-brand-700 underline underline-offset-2">
            Request a new password reset link
          </Link>
          , or sign in to have a new verification email sent.
        </li>
        <li>
          Contact support at{" "}
          <a
            href={`mailto:${company.supportEmail}`}
            className="text-brand-700 underline underline-offset-2"
          >
            {company.supportEmail}
          </a>
          .
        </li>
      </ul>
      <Link to="/" className="text-brand-700 hover:text-brand-900 mt-6 inline-block font-semibold">
        Return to Home
      </Link>
    </Card>
  );
}
