import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/welcome";
import {
  verifyWithPasswordMessages,
  type EmailActionResult,
  type EmailActionState,
} from "#app/auth/email-action.ts";
import { userWithPassword } from "#app/auth/password-check.server.ts";
import { authErrorMessage, authMessages } from "#app/auth/auth-messages.ts";
import { newPasswordSchema } from "#app/auth/validation.ts";
import { EmailActionView } from "#app/components/auth/email-action-view.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { allowAttempt } from "#app/db/rate-limit-rules.server.ts";
import { parseForm, readForm } from "#app/lib/parse-form.ts";
import { seo } from "#app/routes/seo.ts";
import { passRetryAfter } from "#app/auth/retry-after.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Account action",
    description: "Verify your email address or choose a new password for your Kestrel AI account.",
  });

/**
 * Email links land here (?mode=verifyEmail|resetPassword&oobCode=...). Opening the page
 * changes nothing by itself, so a mail scanner that follows the link cannot use it up.
 */
/*
 * Only the browser that chose the account's password (at sign-up) or has signed in with it
 * verifies the address with the link alone: anyone else must know the password, or someone who
 * registered another person's address would get the account once its owner clicked the link
 * (docs/decisions/0008-account-safety.md).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<EmailActionState> {
  const url = new URL(request.url);
  const mode = url.searchParams.get("mode");
  const code = url.searchParams.get("oobCode")?.slice(0, 2048);
  if (!code || (mode !== "verifyEmail" && mode !== "resetPassword")) {
    return { state: "error", message: authMessages.missingActionCode };
  }
  const { accounts, signInThrottle } = context.get(servicesContext);
  if (mode === "verifyEmail") {
    const target = await accounts.verificationTarget(code);
    if (!target.ok) return { state: "error", message: authErrorMessage(target.error) };
    return target.emailVerified ||
      (await signInThrottle.isKnownBrowser(request.headers.get("cookie"), target.userId))
      ? { state: "verify", code }
      : { state: "verify-with-password", code, email: target.email };
  }
  const check = await accounts.checkResetCode(code);
  return check.ok
    ? { state: "reset-form", code }
    : { state: "error", message: authErrorMessage(check.error) };
}

export const headers = passRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const code = String(form.get("oobCode") ?? "").slice(0, 2048);
  const services = context.get(servicesContext);
  const { accounts, database } = services;
  const { clientIp } = context.get(requestInfoContext);
  const reply = (body: EmailActionResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  if (!code) return reply({ status: "error", message: authMessages.missingActionCode }, 400);

  if (form.get("intent") === "verify") {
    const target = await accounts.verificationTarget(code);
    if (!target.ok) return reply({ status: "error", message: authErrorMessage(target.error) }, 400);
    const headers = new Headers();
    const password = String(form.get("password") ?? "").slice(0, 128);
    const needsPassword =
      !target.emailVerified &&
      !(await services.signInThrottle.isKnownBrowser(request.headers.get("cookie"), target.userId));
    if (needsPassword) {
      const passwordError = (message: string, status: number, retryAfterMs?: number) =>
        reply(
          { status: "error", message, fieldErrors: { password: message } },
          status,
          retryAfterMs
            ? new Headers({ "Retry-After": String(Math.ceil(retryAfterMs / 1000)) })
            : undefined,
        );
      if (!password) return passwordError(verifyWithPasswordMessages.passwordRequired, 400);
      const attempt = await services.signInThrottle.begin({
        email: target.email,
        ip: clientIp,
        cookieHeader: request.headers.get("cookie"),
      });
      if (!attempt.allowed) {
        return passwordError(authErrorMessage("auth/too-many-requests"), 429, attempt.retryAfterMs);
      }
      if (!(await userWithPassword(database.db, target.email, password)))
        return passwordError(authErrorMessage("auth/wrong-password"), 400);
      const knownDevice = await attempt.succeeded();
      if (knownDevice) headers.append("Set-Cookie", knownDevice);
    }
    const outcome = await accounts.verifyEmail(code);
    if (!outcome.ok)
      return reply({ status: "error", message: authErrorMessage(outcome.error) }, 400);
    if (needsPassword) {
      // They have just typed their password: they arrive signed in.
      const signedIn = await accounts.signIn({
        email: target.email,
        password,
        headers: request.headers,
      });
      if (signedIn.ok)
        for (const cookie of signedIn.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    }
    return reply(
      { status: "success", mode: "verifyEmail", message: authMessages.emailVerified },
      200,
      headers,
    );
  }

  const fields = ["password", "confirmPassword"];
  const parsed = parseForm(form, newPasswordSchema, fields, { secret: fields });
  if (!parsed.success) {
    const { message, fieldErrors } = parsed;
    return reply({ status: "error", message, fieldErrors }, 400);
  }
  if (!(await allowAttempt(database.db, "passwordChange", { ip: clientIp }))) {
    return reply({ status: "error", message: authErrorMessage("auth/too-many-requests") }, 429);
  }
  const outcome = await accounts.resetPassword(code, parsed.data.password);
  if (outcome.ok) {
    // The browser that opened the link chose the new password: it signs in with it, whatever
    // failures strangers have caused (docs/decisions/0008-account-safety.md).
    const knownDevice = await services.signInThrottle.passwordChosen(
      request.headers.get("cookie"),
      outcome.userId,
    );
    return reply(
      { status: "success", mode: "resetPassword", message: authMessages.resetSucceeded },
      200,
      knownDevice ? new Headers({ "Set-Cookie": knownDevice }) : undefined,
    );
  }
  const message =
    outcome.error === "auth/expired-action-code"
      ? authErrorMessage(outcome.error)
      : authMessages.resetFailed;
  return reply({ status: "error", message }, 400);
}

// The loader only reads the link; after a form is submitted its answer is what counts, and a
// used reset code would otherwise turn the success into "invalid link" on revalidation.
export const shouldRevalidate = () => false;

export default function WelcomePage({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript the form posts as a page, and its answer arrives as the action's data.
  return <EmailActionView state={loaderData} pageResult={actionData} />;
}
