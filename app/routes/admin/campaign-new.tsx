import { data, redirect } from "react-router";
import type { Route } from "./+types/campaign-new";
import { CampaignForm, NewsletterLink } from "#app/admin/campaigns/campaign-form.tsx";
import { campaignSchema } from "#app/admin/campaigns/campaign-schema.ts";
import { createCampaign } from "#app/admin/campaigns/campaign-store.server.ts";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import { useKeptActionData } from "#app/admin/console/use-kept-action-data.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { servicesContext } from "#app/context.server.ts";
import { parseForm, readForm } from "#app/lib/parse-form.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleActor(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireConsoleActor(request, context);
  const parsed = parseForm(await readForm(request), campaignSchema, ["subject", "body"]);
  if (!parsed.success) {
    return data(
      { message: parsed.message, errors: parsed.fieldErrors, values: parsed.values },
      { status: 400 },
    );
  }
  const id = await createCampaign(context.get(servicesContext).database.db, actor, parsed.data);
  return redirect(`/admin/newsletter/campaigns/${id}`);
}

export const meta = () => consoleMeta("New campaign");

export default function CampaignNew({ actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptActionData(answer);
  return (
    <>
      <NewsletterLink />
      <h1 className="text-ink mt-2 text-2xl font-bold tracking-tight sm:text-3xl">New campaign</h1>
      <p className="text-muted mt-2">
        Save the draft to see the preview, send yourself a test and send it to the subscribers.
      </p>
      <div className="mt-6 max-w-3xl space-y-4">
        {actionData && <Alert type="error">{actionData.message}</Alert>}
        <CampaignForm
          values={{
            subject: actionData?.values.subject ?? "",
            body: actionData?.values.body ?? "",
          }}
          errors={actionData?.errors}
        >
          <Button type="submit">Save draft</Button>
        </CampaignForm>
      </div>
    </>
  );
}
