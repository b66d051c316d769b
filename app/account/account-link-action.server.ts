import { data } from "react-router";
import type { AppServices } from "#app/context.server.ts";
import { authErrorMessage } from "#app/auth/messages.ts";
import { allowAttempt } from "#app/lib/rate-limit.server.ts";
import { lifecycleMessages } from "./messages.ts";
import { describeError } from "#app/lib/describe-error.server.ts";

export type AccountLinkResult =
  | { status: "success"; message: string }
  | { status: "error"; message: string; needsTerms?: boolean; offerReactivation?: boolean };

/**
 * The form of /activate-account and /recover-account: checks the link with the owner's email
 * and password, and on success signs them in.
 */
export async function handleAccountLink(
  kind: "activation" | "recovery",
  { request, services, clientIp }: { request: Request; services: AppServices; clientIp: string },
) {
  const reply = (body: AccountLinkResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  const form = await request.formData().catch(() => new FormData());
  const token = String(
    new URL(request.url).searchParams.get("token") ?? form.get("token") ?? "",
  ).slice(0, 200);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 128);
  const { lifecycle, accounts, database } = services;

  if (!(await allowAttempt(database.db, "signIn", { ip: clientIp, email }))) {
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
    if (!outcome.ok) return reply({ status: "error", ...outcome }, 400);
    const signedIn = await accounts.signIn({ email, password, headers: request.headers });
    const message =
      kind === "activation" ? lifecycleMessages.activated : lifecycleMessages.recovered;
    return reply({ status: "success", message }, 200, signedIn.ok ? signedIn.headers : undefined);
  } catch (error) {
    console.error(`Account ${kind} failed:`, describeError(error));
    return reply({ status: "error", message: lifecycleMessages.requestServerError }, 503);
  }
}
