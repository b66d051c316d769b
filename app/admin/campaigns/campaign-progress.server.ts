import { and, count, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { emailOutbox, newsletterCampaigns } from "#app/db/schema.server.ts";

export interface CampaignProgress {
  /** Waiting for their first or next attempt, or being sent right now. */
  queued: number;
  sent: number;
  failed: number;
}

/** Where a campaign's mail stands, counted from its outbox rows. */
export async function campaignProgress(
  db: Database,
  campaignId: string,
): Promise<CampaignProgress> {
  const rows = await db
    .select({ status: emailOutbox.status, emails: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.campaignId, campaignId))
    .groupBy(emailOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.emails ?? 0;
  return { queued: of("pending") + of("sending"), sent: of("sent"), failed: of("failed") };
}

const countOf = (status: "sent" | "failed") =>
  sql<number>`(select count(*)::int from ${emailOutbox} where ${emailOutbox.campaignId} = ${newsletterCampaigns.id} and ${emailOutbox.status} = ${status})`;

/**
 * Records the totals of every sending campaign (or just `campaignId`) that has nothing left to
 * deliver, and marks it sent. Housekeeping deletes delivered mail after 14 days, so the totals
 * must be stored before then: the campaign page does it when it sees the end, housekeeping
 * every minute in case nobody looks. Returns the campaigns it finished.
 */
export async function finishCampaigns(
  db: Database,
  now = new Date(),
  campaignId?: string,
): Promise<string[]> {
  const rows = await db
    .update(newsletterCampaigns)
    .set({
      status: "sent",
      finishedAt: now,
      updatedAt: now,
      delivered: countOf("sent"),
      failed: countOf("failed"),
    })
    .where(
      and(
        eq(newsletterCampaigns.status, "sending"),
        campaignId ? eq(newsletterCampaigns.id, campaignId) : undefined,
        notExists(
          db
            .select({ waiting: sql`1` })
            .from(emailOutbox)
            .where(
              and(
                eq(emailOutbox.campaignId, newsletterCampaigns.id),
                inArray(emailOutbox.status, ["pending", "sending"]),
              ),
            ),
        ),
      ),
    )
    .returning({ id: newsletterCampaigns.id });
  return rows.map((row) => row.id);
}

/**
 * Housekeeping's sweep for campaigns. Not a removal: a campaign's totals are counted from its
 * mail, so they are stored before housekeeping deletes the delivered mail.
 */
export const campaignSweeps = (db: Database) => ({
  finished_campaigns: async (now: Date) => (await finishCampaigns(db, now)).length,
});
