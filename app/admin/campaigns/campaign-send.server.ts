import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterCampaigns } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import { recordAudit } from "../audit/audit-log.server.ts";
import { personalise, renderCampaignEmail, TOKEN_PLACEHOLDER } from "./campaign-email.server.ts";
import type { Campaign } from "./campaign-store.server.ts";
import type { ConsoleActor } from "../console/console-access.server.ts";

export type SendOutcome = { outcome: "queued"; recipients: number } | { outcome: "not-draft" };

/**
 * Queues a draft campaign for every subscribed address, exactly once.
 *
 * The status change from draft to sending takes the campaign's row lock: a second press, or
 * the same press reaching another server process, waits for the first transaction and then
 * finds no draft. The emails are queued by one INSERT … SELECT: the HTML and text are rendered
 * once, and the database puts each subscription's id (its unsubscribe token) in place of the
 * placeholder. The unique (campaign, recipient) index is the last guard against a duplicate.
 */
export async function sendCampaign(
  db: Database,
  actor: ConsoleActor,
  { campaignId, appUrl, now = new Date() }: { campaignId: string; appUrl: string; now?: Date },
): Promise<SendOutcome> {
  return db.transaction(async (tx): Promise<SendOutcome> => {
    const [campaign] = await tx
      .update(newsletterCampaigns)
      .set({ status: "sending", queuedAt: now, updatedAt: now })
      .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, "draft")))
      .returning();
    if (!campaign) return { outcome: "not-draft" };

    const email = renderCampaignEmail({
      appUrl,
      subject: campaign.subject,
      bodyMarkdown: campaign.bodyMarkdown,
    });
    const fill = (template: string) =>
      sql`replace(${template}::text, ${TOKEN_PLACEHOLDER}::text, s.id)`;
    const { rows } = (await tx.execute(sql`
      with queued as (
        insert into email_outbox (recipient, subject, html, text, headers, campaign_id, next_attempt_at)
        select s.email, ${email.subject}::text, ${fill(email.html)}, ${fill(email.text)},
          ${fill(JSON.stringify(email.headers))}::jsonb, ${campaign.id}::uuid, ${now.toISOString()}::timestamptz
        from subscriptions s
        where s.status = 'subscribed'
        on conflict (campaign_id, recipient) where campaign_id is not null do nothing
        returning 1
      )
      select count(*)::int as recipients from queued
    `)) as unknown as { rows: { recipients: number }[] };
    const recipients = rows[0]?.recipients ?? 0;

    await tx
      .update(newsletterCampaigns)
      .set(
        // With nobody to send to, the campaign is over as soon as it starts.
        recipients === 0 ? { recipients, status: "sent", finishedAt: now } : { recipients },
      )
      .where(eq(newsletterCampaigns.id, campaign.id));
    await recordAudit(tx, actor, {
      action: "campaign.send",
      targetType: "campaign",
      targetId: campaign.id,
      detail: { recipients },
    });
    return { outcome: "queued", recipients };
  });
}

/** A campaign's email to the team member alone, marked "[Test]"; its links name no subscription. */
export async function sendTestEmail(
  db: Database,
  mailer: Pick<Mailer, "queue">,
  actor: ConsoleActor,
  {
    campaign,
    appUrl,
  }: { campaign: Pick<Campaign, "id" | "subject" | "bodyMarkdown">; appUrl: string },
): Promise<void> {
  const email = personalise(
    renderCampaignEmail({ appUrl, subject: campaign.subject, bodyMarkdown: campaign.bodyMarkdown }),
    "test",
  );
  await db.transaction(async (tx) => {
    await mailer.queue(tx, {
      recipient: actor.email,
      ...email,
      subject: `[Test] ${email.subject}`,
    });
    await recordAudit(tx, actor, {
      action: "campaign.test",
      targetType: "campaign",
      targetId: campaign.id,
    });
  });
}
