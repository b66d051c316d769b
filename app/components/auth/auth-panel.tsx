import { useId, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import type { AuthActionData } from "#app/auth/auth-action-data.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

export type AuthView = "sign-in" | "sign-up" | "forgot-password";

const titles: Record<AuthView, string> = {
  "sign-in": "Welcome Back",
  "sign-up": "Create Account",
  "forgot-password": "Reset Password",
};

/** Where to come back to after signing in: the current page, without the dialog's own query. */
function useReturnPath() {
  const location = useLocation();
  if (location.pathname === "/sign-in") return "/";
  const params = new URLSearchParams(location.search);
  params.delete("forgotPassword");
  params.delete("signInError");
  params.delete("error");
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

/**
 * The account forms: sign in, create an account, or reset a password. Used inside the sign-in
 * dialog and on the /sign-in page, where it also works without JavaScript.
 */
export function AuthPanel({
  initialView,
  initialResult,
  headingLevel = 2,
  titleId,
  notice,
  onClose,
}: {
  initialView: AuthView;
  initialResult?: AuthActionData;
  headingLevel?: 1 | 2;
  titleId?: string;
  /** A message to show first, such as why a Google sign-in did not complete. */
  notice?: string;
  onClose?: () => void;
}) {
  const [view, setView] = useState<AuthView>(initialView);
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const returnPath = useReturnPath();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const resultFor = (intent: AuthActionData["intent"]) =>
    initialResult?.intent === intent ? initialResult : undefined;

  return (
    <div>
      <Heading id={headingId} className="pr-10 text-2xl font-bold tracking-tight">
        {titles[view]}
      </Heading>
      <div className="mt-6 space-y-5">
        {notice && <Alert type="error">{notice}</Alert>}
        {view === "sign-in" && (
          <SignInForm
            redirectTo={returnPath}
            initialResult={resultFor("sign-in")}
            onForgotPassword={() => setView("forgot-password")}
          />
        )}
        {view === "sign-up" && <SignUpForm initialResult={resultFor("sign-up")} />}
        {view === "forgot-password" && (
          <ResetPasswordForm
            initialResult={resultFor("forgot-password")}
            onCreateAccount={() => setView("sign-up")}
            onClose={onClose}
          />
        )}
        {view !== "forgot-password" && <GoogleButton initialResult={resultFor("google")} />}
        <ModeToggle view={view} onChange={setView} />
        <p className="text-muted text-center text-xs leading-relaxed">
          By continuing, you agree to our{" "}
          <Link to="/terms" className="hover:text-ink underline underline-offset-2">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="hover:text-ink underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

function GoogleButton({ initialResult }: { initialResult?: AuthActionData }) {
  const fetcher = useFetcher<AuthActionData>();
  const result = fetcher.data ?? initialResult;
  return (
    <fetcher.Form method="post" action="/sign-in" className="space-y-3">
      <div className="text-muted flex items-center gap-3 text-xs" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <input type="hidden" name="intent" value="google" />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="text-ink flex w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold hover:bg-slate-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            fill="#4285F4"
            d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
          />
          <path
            fill="#34A853"
            d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9H1.4v3.1A12 12 0 0 0 12 24Z"
          />
          <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3Z" />
          <path
            fill="#EA4335"
            d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z"
          />
        </svg>
        Continue with Google
      </button>
      {result?.status === "error" && fetcher.state === "idle" && (
        <Alert type="error">{result.message}</Alert>
      )}
    </fetcher.Form>
  );
}

function ModeToggle({ view, onChange }: { view: AuthView; onChange: (view: AuthView) => void }) {
  const target: AuthView = view === "sign-in" ? "sign-up" : "sign-in";
  return (
    <p className="text-muted text-center text-sm">
      {view === "sign-in" ? "Don't have an account? " : "Already have an account? "}
      <Link
        to={`/sign-in?view=${target}`}
        onClick={(event) => {
          event.preventDefault();
          onChange(target);
        }}
        className="text-brand-700 hover:text-brand-900 font-semibold"
      >
        {view === "sign-in" ? "Create Account" : "Sign In"}
      </Link>
    </p>
  );
}
