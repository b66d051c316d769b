import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/welcome";
import type { EmailActionResult, EmailActionState } from "#app/auth/email-action.ts";
import { authErrorMessage, authMessages } from "#app/auth/messages.ts";
import { newPasswordSchema } from "#app/auth/validation.ts";
import { EmailActionView } from "#app/components/auth/email-action-view.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { allowAttempt } from "#app/lib/rate-limit.server.ts";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Account action",
    description: "Verify your email address or choose a new password for your Kestrel AI account.",
    noIndex: true,
  });

/**
 * Email links land here (?mode=verifyEmail|resetPassword&oobCode=...). Opening the page
 * changes nothing by itself, so a mail scanner that follows the link cannot use it up.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<EmailActionState> {
  const url = new URL(request.url);
  const mode = url.searchParams.get("mode");
  const code = url.searchParams.get("oobCode")?.slice(0, 2048);
  if (!code || (mode !== "verifyEmail" && mode !== "resetPassword")) {
    return { state: "error", message: authMessages.missingActionCode };
  }
  if (mode === "verifyEmail") return { state: "verify", code };
  const check = await context.get(servicesContext).accounts.checkResetCode(code);
  return check.ok
    ? { state: "reset-form", code }
    : { state: "error", message: authErrorMessage(check.error) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const code = String(form.get("oobCode") ?? "").slice(0, 2048);
  const { accounts, database } = context.get(servicesContext);
  const reply = (body: EmailActionResult, status = 200) => data(body, { status });
  if (!code) return reply({ status: "error", message: authMessages.missingActionCode }, 400);

  if (form.get("intent") === "verify") {
    const outcome = await accounts.verifyEmail(code);
    return outcome.ok
      ? reply({ status: "success", mode: "verifyEmail", message: authMessages.emailVerified })
      : reply({ status: "error", message: authErrorMessage(outcome.error) }, 400);
  }

  const parsed = newPasswordSchema.safeParse({
    password: form.get("password") ?? "",
    confirmPassword: form.get("confirmPassword") ?? "",
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return reply(
      { status: "error", message: parsed.error.issues[0]?.message ?? "", fieldErrors },
      400,
    );
  }
  const { clientIp } = context.get(requestInfoContext);
  if (!(await allowAttempt(database.db, "passwordChange", { ip: clientIp }))) {
    return reply({ status: "error", message: authErrorMessage("auth/too-many-requests") }, 429);
  }
  const outcome = await accounts.resetPassword(code, parsed.data.password);
  if (outcome.ok)
    return reply({
      status: "success",
      mode: "resetPassword",
      message: authMessages.resetSucceeded,
    });
  const message =
    outcome.error === "auth/expired-action-code"
      ? authErrorMessage(outcome.error)
      : authMessages.resetFailed;
  return reply({ status: "error", message }, 400);
}

// The loader only reads the link; after a form is submitted its answer is what counts, and a
// used reset code would otherwise turn the success into "invalid link" on revalidation.
export const shouldRevalidate = () => false;

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  return <EmailActionView state={loaderData} />;
}
