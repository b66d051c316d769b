import { data, redirect, type MetaFunction } from "react-router";
import { readForm } from "#app/lib/parse-form.ts";
import type { Route } from "./+types/privacy-settings";
import { lifecycleMessages } from "#app/account/account-messages.ts";
import { getSignedInSession } from "#app/auth/current-user.server.ts";
import type { PrivacyActionResult } from "#app/account/account-results.ts";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { seo } from "#app/routes/seo.ts";
import { useFetcher } from "react-router";
import { DELETION_GRACE_DAYS, RECOVERY_LIMIT_DAYS } from "#app/account/account-messages.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Privacy settings",
    description: "Control AI model improvement, and deactivate or delete your Kestrel AI account.",
  });

/** Signed-in users only: everyone else is sent home from the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await getSignedInSession(request, context);
  if (!current) throw redirect("/");
  return { aiModelOptIn: current.user.aiModelOptIn };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: PrivacyActionResult, status = 200) => data(body, { status });
  const form = await readForm(request);
  const intent = form.get("intent");
  const current = await getSignedInSession(request, context);
  if (!current)
    return reply(
      { intent: String(intent), status: "error", message: lifecycleMessages.noUser },
      401,
    );
  const { lifecycle, accounts, accountJobs, runJobsSoon } = context.get(servicesContext);
  const { log } = context.get(requestInfoContext);

  switch (intent) {
    case "ai-model-opt-in": {
      try {
        await lifecycle.setAiModelOptIn(current.user.id, form.get("aiModelOptIn") === "true");
      } catch (error) {
        log.error({ err: error }, "Saving the AI model preference failed");
        return reply(
          { intent, status: "error", message: lifecycleMessages.aiPreferenceFailed },
          503,
        );
      }
      return reply({ intent, status: "success", message: lifecycleMessages.aiPreferenceSaved });
    }
    case "export": {
      try {
        await accountJobs.requestExport(current.user.id);
        runJobsSoon();
      } catch (error) {
        log.error({ err: error }, "Data export request failed");
        return reply(
          { intent, status: "error", message: lifecycleMessages.requestServerError },
          503,
        );
      }
      return reply({ intent, status: "success", message: lifecycleMessages.exportStarted });
    }
    case "deactivate":
    case "delete": {
      try {
        const headers = await accounts.signOut(request.headers);
        if (intent === "deactivate") await lifecycle.deactivate(current.user.id);
        else await lifecycle.requestDeletion(current.user.id);
        return redirect("/", { headers });
      } catch (error) {
        log.error({ err: error }, `Account ${intent} failed`);
        const message =
          intent === "deactivate"
            ? lifecycleMessages.deactivateFailed
            : lifecycleMessages.deleteFailed;
        return reply({ intent, status: "error", message }, 503);
      }
    }
    default:
      return reply(
        { intent: String(intent), status: "error", message: lifecycleMessages.aiPreferenceFailed },
        400,
      );
  }
}

export default function PrivacySettingsPage({
  loaderData: { aiModelOptIn },
}: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Your account" title="Privacy settings">
        <p>Decide how your data helps improve our AI, and manage the future of your account.</p>
      </PageHeader>
      <div className="container-page max-w-3xl space-y-6 pb-20">
        <AiModelPreference enabled={aiModelOptIn} />
        <DataExport />
        <AccountAction
          intent="deactivate"
          title="Deactivate account"
          description="Your account is turned off at once and you are signed out everywhere. You can ask for it to be reactivated later by email."
          button="Deactivate Account"
          confirm="Yes, deactivate my account"
        />
        <AccountAction
          intent="delete"
          title="Delete account"
          description={`Your account will be deactivated immediately. After ${DELETION_GRACE_DAYS} days its closure becomes permanent, and recovery may not be possible after ${RECOVERY_LIMIT_DAYS} days.`}
          button="Delete Account"
          confirm="Yes, delete my account"
          danger
        />
      </div>
    </>
  );
}

function AiModelPreference({ enabled }: { enabled: boolean }) {
  const fetcher = useFetcher<PrivacyActionResult>();
  // Show the choice being saved straight away, before the server confirms it.
  const pending = fetcher.formData?.get("aiModelOptIn");
  const on = pending === undefined || pending === null ? enabled : pending === "true";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <section
      aria-labelledby="ai-model-title"
      className="rounded-3xl border border-slate-200 p-6 sm:p-8"
    >
      <div className="flex items-start justify-between gap-6">
        <div>
          <h2 id="ai-model-title" className="text-lg font-semibold">
            AI model improvement
          </h2>
          <p id="ai-model-description" className="text-muted mt-1 text-sm">
            Allow anonymised parts of your conversations with our assistant to help improve our AI
            models.
          </p>
        </div>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="ai-model-opt-in" />
          <input type="hidden" name="aiModelOptIn" value={on ? "false" : "true"} />
          <button
            type="submit"
            role="switch"
            aria-checked={on}
            aria-labelledby="ai-model-title"
            aria-describedby="ai-model-description"
            className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${on ? "bg-brand-600" : "bg-slate-300"}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-6" : "translate-x-1"}`}
            />
          </button>
        </fetcher.Form>
      </div>
      {result && (
        <div className="mt-4">
          <Alert type={result.status}>{result.message}</Alert>
        </div>
      )}
    </section>
  );
}

function DataExport() {
  const fetcher = useFetcher<PrivacyActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <section
      aria-labelledby="export-title"
      className="rounded-3xl border border-slate-200 p-6 sm:p-8"
    >
      <h2 id="export-title" className="text-lg font-semibold">
        Data export
      </h2>
      <p className="text-muted mt-1 text-sm">
        Get a copy of everything we hold about you in one file. We email you a download link when it
        is ready.
      </p>
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="export" />
        <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
          Request Data Export
        </Button>
      </fetcher.Form>
      {result && (
        <div className="mt-4">
          <Alert type={result.status}>{result.message}</Alert>
        </div>
      )}
    </section>
  );
}

/** A destructive action behind an inline confirmation that works without JavaScript. */
function AccountAction(props: {
  intent: "deactivate" | "delete";
  title: string;
  description: string;
  button: string;
  confirm: string;
  danger?: boolean;
}) {
  const fetcher = useFetcher<PrivacyActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <section
      aria-labelledby={`${props.intent}-title`}
      className="rounded-3xl border border-slate-200 p-6 sm:p-8"
    >
      <h2 id={`${props.intent}-title`} className="text-lg font-semibold">
        {props.title}
      </h2>
      <p className="text-muted mt-1 text-sm">{props.description}</p>
      <details className="group mt-4">
        <summary
          className={`inline-flex cursor-pointer list-none items-center rounded-full border px-4 py-2 text-sm font-semibold ${props.danger ? "border-rose-300 text-rose-700 hover:bg-rose-50" : "text-ink border-slate-300 hover:bg-slate-50"}`}
        >
          {props.button}
        </summary>
        <fetcher.Form method="post" className="mt-4 space-y-3 rounded-2xl bg-slate-50 p-4">
          <p className="text-sm font-medium">Are you sure? {props.description}</p>
          <input type="hidden" name="intent" value={props.intent} />
          <Button
            type="submit"
            disabled={fetcher.state !== "idle"}
            variant={props.danger ? "danger" : "primary"}
          >
            {props.confirm}
          </Button>
        </fetcher.Form>
      </details>
      {result?.status === "error" && (
        <div className="mt-4">
          <Alert type="error">{result.message}</Alert>
        </div>
      )}
    </section>
  );
}
