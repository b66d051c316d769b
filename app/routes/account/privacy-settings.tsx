import { data, redirect, type MetaFunction } from "react-router";
import type { Route } from "./+types/privacy-settings";
import { lifecycleMessages } from "#app/account/messages.ts";
import { getSignedInSession } from "#app/auth/current-user.server.ts";
import {
  PrivacySettingsView,
  type PrivacyActionResult,
} from "#app/components/account/privacy-settings-view.tsx";
import { servicesContext } from "#app/context.server.ts";
import { users } from "#app/db/schema.server.ts";
import { eq } from "drizzle-orm";
import { seo } from "#app/lib/seo.ts";
import { describeError } from "#app/lib/describe-error.server.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Privacy settings",
    description: "Control AI model improvement, and deactivate or delete your Kestrel AI account.",
    noIndex: true,
  });

/** Signed-in users only: everyone else is sent home from the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await getSignedInSession(request, context);
  if (!current) throw redirect("/");
  const [record] = await context
    .get(servicesContext)
    .database.db.select({ aiModelOptIn: users.aiModelOptIn })
    .from(users)
    .where(eq(users.id, current.user.id));
  return { aiModelOptIn: record?.aiModelOptIn ?? true };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: PrivacyActionResult, status = 200) => data(body, { status });
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const current = await getSignedInSession(request, context);
  if (!current)
    return reply(
      { intent: String(intent), status: "error", message: lifecycleMessages.noUser },
      401,
    );
  const { lifecycle, accounts, accountJobs, runJobsSoon } = context.get(servicesContext);

  switch (intent) {
    case "ai-model-opt-in": {
      try {
        await lifecycle.setAiModelOptIn(current.user.id, form.get("aiModelOptIn") === "true");
      } catch (error) {
        console.error("Saving the AI model preference failed:", describeError(error));
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
        console.error("Data export request failed:", describeError(error));
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
        console.error(`Account ${intent} failed:`, describeError(error));
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

export default function PrivacySettingsPage({ loaderData }: Route.ComponentProps) {
  return <PrivacySettingsView aiModelOptIn={loaderData.aiModelOptIn} />;
}
