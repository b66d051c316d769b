import { data, Link, type MetaFunction } from "react-router";
import type { Route } from "./+types/account-requests";
import { lifecycleMessages } from "#app/account/account-messages.ts";
import { authErrorMessage, authMessages } from "#app/auth/auth-messages.ts";
import { emailOnlySchema } from "#app/auth/validation.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { allowAttempt } from "#app/db/rate-limit-rules.server.ts";
import { parseForm, readForm } from "#app/lib/parse-form.ts";
import { seo } from "#app/routes/seo.ts";
import type { AccountRequestResult } from "#app/account/account-results.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Account request",
    description: "Ask for a link to reactivate or recover your Kestrel AI account.",
  });

/**
 * Request Account Reactivation / Recovery from the sign-in dialog (and from /activate-account).
 * The answer is the same whether or not the address has such an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: AccountRequestResult, status = 200) => data(body, { status });
  const form = await readForm(request);
  const kind = form.get("intent") === "reactivate" ? "activation" : "recovery";
  const email = String(form.get("email") ?? "");
  if (email.trim() === "")
    return reply({ status: "error", message: authMessages.emailConfirmationRequired }, 400);
  const parsed = parseForm(form, emailOnlySchema, ["email"]);
  if (!parsed.success)
    return reply({ status: "error", message: authErrorMessage("auth/invalid-email") }, 400);

  const { database, lifecycle } = context.get(servicesContext);
  const { clientIp, log } = context.get(requestInfoContext);
  if (
    !(await allowAttempt(database.db, "accountLink", { ip: clientIp, email: parsed.data.email }))
  ) {
    return reply({ status: "error", message: authErrorMessage("auth/too-many-requests") }, 429);
  }
  try {
    await lifecycle.requestLink(parsed.data.email, kind);
  } catch (error) {
    log.error({ err: error }, "Account request failed");
    return reply({ status: "error", message: lifecycleMessages.requestServerError }, 503);
  }
  return reply({
    status: "success",
    message:
      kind === "activation"
        ? lifecycleMessages.reactivationEmailSent
        : lifecycleMessages.recoveryEmailSent,
  });
}

export default function AccountRequestsPage({ actionData }: Route.ComponentProps) {
  return (
    <PageHeader eyebrow="Your account" title="Account request">
      {actionData ? (
        <Alert type={actionData.status}>{actionData.message}</Alert>
      ) : (
        <p>Sign in to ask for a link to reactivate or recover your account.</p>
      )}
      <p className="mt-6">
        <Link to="/" className="text-brand-700 font-semibold underline underline-offset-4">
          Return to Home
        </Link>
      </p>
    </PageHeader>
  );
}
