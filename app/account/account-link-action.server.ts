import type { Logger } from "pino";
import { readForm } from "#app/lib/parse-form.ts";
import { data } from "react-router";
import type { AppServices } from "#app/context.server.ts";
import { authErrorMessage } from "#app/auth/auth-messages.ts";
import { lifecycleMessages } from "./account-messages.ts";
import type { AccountLinkResult } from "./account-results.ts";

/**
 * The form of /activate-account and /recover-account: checks the link with the owner's email
 * and password, and on success signs them in. The password check is throttled like a sign-in.
 */
export async function handleAccountLink(
  kind: "activation" | "recovery",
  {
    request,
    services,
    clientIp,
    log,
  }: { request: Request; services: AppServices; clientIp: string; log: Logger },
) {
  const reply = (body: AccountLinkResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  const form = await readForm(request);
  const token = String(
    new URL(request.url).searchParams.get("token") ?? form.get("token") ?? "",
  ).slice(0, 200);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 128);
  const { lifecycle, accounts, signInThrottle } = services;

  const attempt = await signInThrottle.begin({
    email,
    ip: clientIp,
    cookieHeader: request.headers.get("cookie"),
  });
  if (!attempt.allowed) {
    return reply({ status: "error", message: authErrorMessage("auth/too-many-requests") }, 429);
  }
  try {
    const outcome =
      kind === "activation"
        ? await lifecycle.activate({ token, email, password })
        : await lifecycle.recover({
            token,
            email,
            password,
            acceptedTerms: form.get("acceptTerms") === "on",
          });
    const headers = new Headers();
    if (outcome.ok || outcome.passwordVerified) {
      const knownDevice = await attempt.succeeded();
      if (knownDevice) headers.append("Set-Cookie", knownDevice);
    }
    if (!outcome.ok) {
      const { ok: _ok, passwordVerified: _verified, ...failure } = outcome;
      return reply({ status: "error", ...failure }, 400, headers);
    }
    const signedIn = await accounts.signIn({ email, password, headers: request.headers });
    if (signedIn.ok)
      for (const cookie of signedIn.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    const message =
      kind === "activation" ? lifecycleMessages.activated : lifecycleMessages.recovered;
    return reply({ status: "success", message }, 200, headers);
  } catch (error) {
    log.error({ err: error }, `Account ${kind} failed`);
    return reply({ status: "error", message: lifecycleMessages.requestServerError }, 503);
  }
}
