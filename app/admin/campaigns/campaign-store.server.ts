import { desc, eq, and } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterCampaigns } from "#app/db/schema.server.ts";
import { recordAudit } from "../audit/audit-log.server.ts";
import type { CampaignInput } from "./campaign-schema.ts";
import type { ConsoleActor } from "../console/console-access.server.ts";
import { isUuid } from "#app/lib/uuid.ts";

export type Campaign = typeof newsletterCampaigns.$inferSelect;

/** A campaign by the id in its address; anything that is not one of ours is simply not found. */
export async function findCampaign(db: Database, id: string): Promise<Campaign | null> {
  if (!isUuid(id)) return null;
  const [campaign] = await db
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, id));
  return campaign ?? null;
}

/** Campaigns are written about once a month and kept 24 months: one list holds them all. */
export const CAMPAIGN_LIST_LIMIT = 100;

export async function listCampaigns(db: Database) {
  return db
    .select({
      id: newsletterCampaigns.id,
      subject: newsletterCampaigns.subject,
      status: newsletterCampaigns.status,
      createdAt: newsletterCampaigns.createdAt,
      recipients: newsletterCampaigns.recipients,
      delivered: newsletterCampaigns.delivered,
      failed: newsletterCampaigns.failed,
    })
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
    .limit(CAMPAIGN_LIST_LIMIT);
}

export async function createCampaign(
  db: Database,
  actor: ConsoleActor,
  input: CampaignInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterCampaigns)
      .values({ subject: input.subject, bodyMarkdown: input.body, createdByEmail: actor.email })
      .returning({ id: newsletterCampaigns.id });
    await recordAudit(tx, actor, {
      action: "campaign.create",
      targetType: "campaign",
      targetId: created!.id,
    });
    return created!.id;
  });
}

/** Saves a draft; false once the campaign has been sent, when it can no longer change. */
export async function saveCampaign(
  db: Database,
  actor: ConsoleActor,
  id: string,
  input: CampaignInput,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(newsletterCampaigns)
      .set({ subject: input.subject, bodyMarkdown: input.body, updatedAt: now })
      .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, "draft")))
      .returning({ id: newsletterCampaigns.id });
    if (!saved) return false;
    await recordAudit(tx, actor, { action: "campaign.save", targetType: "campaign", targetId: id });
    return true;
  });
}
