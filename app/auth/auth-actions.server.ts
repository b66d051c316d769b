import type { Logger } from "pino";
import { data, redirect } from "react-router";
import type { AppServices } from "#app/context.server.ts";
import { allowAttempt } from "#app/db/rate-limit-rules.server.ts";
import {
  authErrorMessage,
  authMessages,
  signInResultMessages,
  type AuthErrorCode,
} from "./auth-messages.ts";
import { parseForm, type FormValues } from "#app/lib/parse-form.ts";
import type { AuthActionData, AuthIntent } from "./auth-action-data.ts";
import { emailOnlySchema, safeRedirectPath, signInSchema, signUpSchema } from "./validation.ts";

interface AuthActionInput {
  form: FormData;
  request: Request;
  services: AppServices;
  clientIp: string;
  log: Logger;
}

const reply = (body: AuthActionData, status = 200, headers?: Headers) =>
  data(body, { status, headers });

const errorReply = (intent: AuthIntent, code: AuthErrorCode, status: number, values?: FormValues) =>
  reply({ intent, status: "error", message: authErrorMessage(code), values }, status);

/** Too many failed password checks: the product's message, and when to try again (docs/product.md#86-sign-in-throttling-and-known-devices). */
const throttledReply = (intent: AuthIntent, retryAfterMs: number) =>
  reply(
    { intent, status: "error", message: authErrorMessage("auth/too-many-requests") },
    429,
    new Headers({ "Retry-After": String(Math.ceil(retryAfterMs / 1000)) }),
  );

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

const secret = ["password"];

/** Handles every form of the sign-in dialog and the /sign-in page. */
export async function handleAuthAction({
  form,
  request,
  services,
  clientIp,
  log,
}: AuthActionInput) {
  const intent = field(form, "intent") as AuthIntent | undefined;
  const { accounts, database } = services;
  const db = database.db;

  switch (intent) {
    case "sign-in": {
      const parsed = parseForm(form, signInSchema, ["email", "password"], { secret });
      if (!parsed.success) return errorReply(intent, "auth/invalid-credential", 400, parsed.values);
      const { email, password } = parsed.data;
      const typed = { email: field(form, "email") ?? "" };
      const attempt = await services.signInThrottle.begin({
        email,
        ip: clientIp,
        cookieHeader: request.headers.get("cookie"),
      });
      if (!attempt.allowed) return throttledReply(intent, attempt.retryAfterMs);
      const outcome = await accounts.signIn({ email, password, headers: request.headers });
      if (!outcome.ok && "error" in outcome) return errorReply(intent, outcome.error, 401, typed);
      // The password was right, whether or not the account may have a session now.
      const headers = outcome.ok ? outcome.headers : new Headers();
      const knownDevice = await attempt.succeeded();
      if (knownDevice) headers.append("Set-Cookie", knownDevice);
      if (outcome.ok) throw redirect(safeRedirectPath(field(form, "redirectTo")), { headers });
      return reply(
        {
          intent,
          status: "error",
          message: signInResultMessages[outcome.blocked],
          blocked: outcome.blocked,
        },
        403,
        headers,
      );
    }

    case "sign-up": {
      const parsed = parseForm(form, signUpSchema, ["name", "email", "password"], { secret });
      if (!parsed.success) {
        const { message, fieldErrors, values } = parsed;
        return reply({ intent, status: "error", message, fieldErrors, values }, 400);
      }
      const typed = { name: field(form, "name") ?? "", email: field(form, "email") ?? "" };
      if (!(await allowAttempt(db, "signUp", { ip: clientIp, email: parsed.data.email }))) {
        return errorReply(intent, "auth/too-many-requests", 429, typed);
      }
      const outcome = await accounts.signUp(parsed.data);
      if (!outcome.ok) {
        const code = "error" in outcome ? outcome.error : "auth/user-disabled";
        return errorReply(intent, code, 400, typed);
      }
      // This browser chose the password, so it may use the verification link without it.
      const knownDevice = await services.signInThrottle.passwordChosen(
        request.headers.get("cookie"),
        outcome.userId,
      );
      return reply(
        { intent, status: "success", message: authMessages.signUpSuccess },
        200,
        new Headers(knownDevice ? { "Set-Cookie": knownDevice } : {}),
      );
    }

    case "forgot-password": {
      const parsed = parseForm(form, emailOnlySchema, ["email"]);
      if (!parsed.success) return errorReply(intent, "auth/invalid-email", 400, parsed.values);
      const { email } = parsed.data;
      if (!(await allowAttempt(db, "passwordReset", { ip: clientIp, email }))) {
        return errorReply(intent, "auth/too-many-requests", 429);
      }
      // The same answer whether or not the address has an account: the dialog learns that from
      // checkUserExist, the one deliberate, rate-limited exception (docs/decisions/0007).
      await accounts.requestPasswordReset(email);
      return reply({ intent, status: "success", message: authMessages.resetEmailSent });
    }

    case "resend-verification": {
      const parsed = parseForm(form, emailOnlySchema, ["email"]);
      if (!parsed.success)
        return reply({ intent, status: "error", message: authMessages.resendFailed }, 400);
      const { email } = parsed.data;
      // Too many requests counts as sent: the countdown starts again and nothing is revealed.
      if (!(await allowAttempt(db, "verificationResend", { ip: clientIp, email }))) {
        return reply({ intent, status: "success", message: authMessages.resendThrottled });
      }
      try {
        await accounts.resendVerification(email);
      } catch (error) {
        log.error({ err: error }, "Verification email could not be resent");
        return reply({ intent, status: "error", message: authMessages.resendFailed }, 503);
      }
      return reply({ intent, status: "success", message: authMessages.resendSucceeded });
    }

    case "google": {
      const outcome = await accounts.startGoogleSignIn(request.headers);
      if (!outcome.ok) return errorReply(intent, outcome.error, 400);
      throw redirect(outcome.url, { headers: outcome.headers });
    }

    default:
      return reply(
        { intent: "sign-in", status: "error", message: authErrorMessage("unknown") },
        400,
      );
  }
}
