import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/campaign";
import { CampaignDelivery } from "#app/admin/campaigns/campaign-delivery.tsx";
import { personalise, renderCampaignEmail } from "#app/admin/campaigns/campaign-email.server.ts";
import { CampaignForm, NewsletterLink } from "#app/admin/campaigns/campaign-form.tsx";
import { campaignStatusLabels } from "#app/admin/campaigns/campaign-labels.ts";
import { CampaignPreview } from "#app/admin/campaigns/campaign-preview.tsx";
import {
  campaignProgress,
  finishCampaigns,
} from "#app/admin/campaigns/campaign-progress.server.ts";
import { campaignSchema, sendConfirmationSchema } from "#app/admin/campaigns/campaign-schema.ts";
import { sendCampaign, sendTestEmail } from "#app/admin/campaigns/campaign-send.server.ts";
import { findCampaign, saveCampaign } from "#app/admin/campaigns/campaign-store.server.ts";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { formatConsoleTime } from "#app/admin/console/console-time.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import { plural } from "#app/admin/console/list-views.tsx";
import { useKeptActionData } from "#app/admin/console/use-kept-action-data.ts";
import { countSubscribers } from "#app/admin/campaigns/subscriber-list.server.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { servicesContext } from "#app/context.server.ts";
import { parseForm, readForm } from "#app/lib/parse-form.ts";

const notFound = () => data(null, { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireConsoleActor(request, context);
  const { database, config } = context.get(servicesContext);
  const { db } = database;
  let campaign = await findCampaign(db, params.id);
  if (!campaign) throw notFound();
  if (
    campaign.status === "sending" &&
    (await finishCampaigns(db, new Date(), campaign.id)).length
  ) {
    campaign = (await findCampaign(db, params.id))!;
  }
  const [progress, counts] = await Promise.all([
    campaign.status === "draft" ? null : campaignProgress(db, campaign.id),
    campaign.status === "draft" ? countSubscribers(db) : null,
  ]);
  const preview = personalise(
    renderCampaignEmail({
      appUrl: config.appUrl,
      subject: campaign.subject,
      bodyMarkdown: campaign.bodyMarkdown,
    }),
    "preview",
  );
  return {
    actorEmail: actor.email,
    campaign: {
      id: campaign.id,
      subject: campaign.subject,
      bodyMarkdown: campaign.bodyMarkdown,
      status: campaign.status,
      createdByEmail: campaign.createdByEmail,
      createdAt: campaign.createdAt.toISOString(),
      queuedAt: campaign.queuedAt?.toISOString() ?? null,
      finishedAt: campaign.finishedAt?.toISOString() ?? null,
    },
    // Once finished, the stored totals: the outbox forgets delivered mail after 14 days.
    delivery:
      campaign.status === "draft" || !progress
        ? null
        : {
            status: campaign.status,
            recipients: campaign.recipients,
            queued: progress.queued,
            sent: campaign.status === "sent" ? campaign.delivered : progress.sent,
            failed: campaign.status === "sent" ? campaign.failed : progress.failed,
          },
    subscribed: counts?.subscribed ?? 0,
    preview: { html: preview.html, text: preview.text },
  };
}

type ActionResult =
  | { ok: true; intent: string; message: string }
  | {
      ok: false;
      intent: string;
      message: string;
      errors?: Record<string, string>;
      values?: Record<string, string>;
    };

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireConsoleActor(request, context);
  const { database, config, mailer } = context.get(servicesContext);
  const { db } = database;
  const campaign = await findCampaign(db, params.id);
  if (!campaign) throw notFound();
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const reply = (result: ActionResult, status = 200) => data(result, { status });
  const alreadySent = () =>
    reply(
      { ok: false, intent, message: "This campaign has been sent and can no longer change." },
      409,
    );

  if (intent === "save" || intent === "test") {
    const parsed = parseForm(form, campaignSchema, ["subject", "body"]);
    if (!parsed.success) {
      return reply(
        {
          ok: false,
          intent,
          message: parsed.message,
          errors: parsed.fieldErrors,
          values: parsed.values,
        },
        400,
      );
    }
    if (!(await saveCampaign(db, actor, campaign.id, parsed.data))) return alreadySent();
    if (intent === "save") return reply({ ok: true, intent, message: "Draft saved." });
    await sendTestEmail(db, mailer, actor, {
      campaign: { id: campaign.id, subject: parsed.data.subject, bodyMarkdown: parsed.data.body },
      appUrl: config.appUrl,
    });
    mailer.deliverSoon();
    return reply({ ok: true, intent, message: `Draft saved and a test sent to ${actor.email}.` });
  }

  if (intent === "send") {
    const confirmed = sendConfirmationSchema.safeParse({
      confirmed: form.get("confirmed") ?? undefined,
    });
    if (!confirmed.success) {
      return reply(
        {
          ok: false,
          intent,
          message: confirmed.error.issues[0]!.message,
          errors: { confirmed: confirmed.error.issues[0]!.message },
        },
        400,
      );
    }
    const sent = await sendCampaign(db, actor, { campaignId: campaign.id, appUrl: config.appUrl });
    if (sent.outcome === "not-draft") return alreadySent();
    mailer.deliverSoon();
    return reply({
      ok: true,
      intent,
      message: `The campaign is on its way to ${sent.recipients === 1 ? "1 subscriber" : `${sent.recipients} subscribers`}.`,
    });
  }

  return reply({ ok: false, intent, message: "Please choose what to do with the campaign." }, 400);
}

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Campaign: ${loaderData.campaign.subject}` : "Campaign");

export default function Campaign({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptActionData(answer);
  const { campaign, delivery, preview, subscribed, actorEmail } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const sendForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (actionData?.ok && actionData.intent === "send") sendForm.current?.reset();
  }, [actionData]);
  const failedFor = (intent: string) =>
    actionData && !actionData.ok && actionData.intent === intent ? actionData : null;
  const editFailure = failedFor("save") ?? failedFor("test");
  const sendFailure = failedFor("send");

  return (
    <>
      <NewsletterLink />
      <h1 className="text-ink mt-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {campaign.subject}
      </h1>
      <p className="text-muted mt-2 text-sm">
        {campaignStatusLabels[campaign.status]} · written by {campaign.createdByEmail} ·{" "}
        <time dateTime={campaign.createdAt}>{formatConsoleTime(campaign.createdAt)}</time>
        {campaign.queuedAt && (
          <>
            {" "}
            · sending started{" "}
            <time dateTime={campaign.queuedAt}>{formatConsoleTime(campaign.queuedAt)}</time>
          </>
        )}
        {campaign.finishedAt && (
          <>
            {" "}
            · finished{" "}
            <time dateTime={campaign.finishedAt}>{formatConsoleTime(campaign.finishedAt)}</time>
          </>
        )}
      </p>

      <div className="mt-6 max-w-4xl space-y-10">
        {actionData?.ok && <Alert type="success">{actionData.message}</Alert>}

        {delivery && (
          <section aria-labelledby="delivery-heading">
            <h2 id="delivery-heading" className="text-ink mb-4 text-xl font-bold">
              Delivery
            </h2>
            <CampaignDelivery figures={delivery} />
          </section>
        )}

        {campaign.status === "draft" && (
          <section aria-labelledby="write-heading">
            <h2 id="write-heading" className="text-ink mb-4 text-xl font-bold">
              Write
            </h2>
            {editFailure && (
              <div className="mb-4">
                <Alert type="error">{editFailure.message}</Alert>
              </div>
            )}
            <CampaignForm
              key={`${campaign.subject}\n${campaign.bodyMarkdown}`}
              values={{
                subject: editFailure?.values?.subject ?? campaign.subject,
                body: editFailure?.values?.body ?? campaign.bodyMarkdown,
              }}
              errors={editFailure?.errors}
            >
              <Button type="submit" name="intent" value="save" disabled={busy}>
                Save draft
              </Button>
              <Button type="submit" name="intent" value="test" variant="secondary" disabled={busy}>
                Save and send a test to yourself
              </Button>
            </CampaignForm>
            <p className="text-muted mt-2 text-sm">
              The test goes to {actorEmail}, its subject marked “[Test]”.
            </p>
          </section>
        )}

        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="text-ink mb-4 text-xl font-bold">
            Preview
          </h2>
          <p className="text-muted mb-4 text-sm">
            {campaign.status === "draft"
              ? "The saved draft, as subscribers will receive it."
              : "The email as subscribers received it."}
          </p>
          <CampaignPreview html={preview.html} text={preview.text} />
        </section>

        {campaign.status === "draft" && (
          <section aria-labelledby="send-heading">
            <h2 id="send-heading" className="text-ink mb-4 text-xl font-bold">
              Send to all subscribers
            </h2>
            <Form
              method="post"
              ref={sendForm}
              className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
            >
              <input type="hidden" name="intent" value="send" />
              <p className="text-sm text-slate-700">
                The saved draft goes to{" "}
                <strong>{plural(subscribed, "subscribed address", "subscribed addresses")}</strong>,
                each once. A sent campaign cannot be changed or sent again.
              </p>
              {sendFailure && <Alert type="error">{sendFailure.message}</Alert>}
              <label className="flex items-start gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="confirmed"
                  value="yes"
                  required
                  aria-invalid={sendFailure ? true : undefined}
                  className="mt-0.5 size-4"
                />
                I have checked the preview
              </label>
              <Button type="submit" variant="danger" disabled={busy}>
                Send to all subscribers
              </Button>
            </Form>
          </section>
        )}
      </div>
    </>
  );
}
