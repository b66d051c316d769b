import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  emailOutbox,
  newsletterCampaigns,
  subscriptions,
  auditLog,
} from "#app/db/schema.server.ts";
import { openDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import { useSuiteDatabase } from "#tests/support/suite-database.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { TOKEN_PLACEHOLDER } from "./campaign-email.server.ts";
import { campaignProgress, finishCampaigns } from "./campaign-progress.server.ts";
import { sendCampaign, sendTestEmail } from "./campaign-send.server.ts";
import { createCampaign } from "./campaign-store.server.ts";

const actor = { userId: "member", email: "team@example.com", name: "Team" };
const appUrl = "https://kestrel.test";

describe.each(testDrivers)("campaign sending on %s", (driver) => {
  const { db, url } = useSuiteDatabase(driver);
  beforeEach(async () => {
    await db().execute(sql`truncate email_outbox, newsletter_campaigns, subscriptions, audit_log`);
    await db()
      .insert(subscriptions)
      .values([
        { id: "token-ann", email: "ann@example.com", status: "subscribed" },
        { id: "token-bob", email: "bob@example.com", status: "subscribed" },
        { id: "token-cy", email: "cy@example.com", status: "unsubscribed" },
        { id: "token-dee", email: "dee@example.com", status: "spam" },
        { id: "token-eve", email: "eve@example.com", status: "unsubscribe_requested" },
      ]);
  });

  const newCampaign = () =>
    createCampaign(db(), actor, {
      subject: "Spring news",
      body: "Hello **readers**. [Site](https://kestrel.test)",
    });
  const queued = () => db().select().from(emailOutbox).orderBy(emailOutbox.recipient);

  it("queues one email per subscribed address, each with its own unsubscribe token", async () => {
    const id = await newCampaign();
    expect(await sendCampaign(db(), actor, { campaignId: id, appUrl })).toEqual({
      outcome: "queued",
      recipients: 2,
    });

    const emails = await queued();
    expect(emails.map((email) => email.recipient)).toEqual(["ann@example.com", "bob@example.com"]);
    for (const [email, token] of [
      [emails[0]!, "token-ann"],
      [emails[1]!, "token-bob"],
    ] as const) {
      expect(email).toMatchObject({ campaignId: id, subject: "Spring news", status: "pending" });
      expect(email.html).toContain(`${appUrl}/unsubscribe?tokenId=${token}`);
      expect(email.html).toContain("<strong>readers</strong>");
      expect(email.text).toContain(`Unsubscribe: ${appUrl}/unsubscribe?tokenId=${token}`);
      expect(email.headers).toEqual({
        "List-Unsubscribe": `<${appUrl}/api/unsubscribe/${token}>, <mailto:support@kestrel-ai.com?subject=unsubscribe>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      for (const part of [email.html, email.text, JSON.stringify(email.headers)]) {
        expect(part).not.toContain(TOKEN_PLACEHOLDER);
      }
    }
    const [campaign] = await db().select().from(newsletterCampaigns);
    expect(campaign).toMatchObject({ status: "sending", recipients: 2 });
    const audit = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(["campaign.create", "campaign.send"]);
  });

  it("sends a campaign once however often it is pressed, also from another connection", async () => {
    const id = await newCampaign();
    // On PostgreSQL a second process has its own connection; PGlite has only the one.
    let other: DatabaseHandle | null = null;
    const otherUrl = url();
    if (otherUrl) other = await openDatabase({ kind: "postgres", url: otherUrl });
    try {
      const outcomes = await Promise.all([
        sendCampaign(db(), actor, { campaignId: id, appUrl }),
        sendCampaign(other?.db ?? db(), actor, { campaignId: id, appUrl }),
        sendCampaign(db(), actor, { campaignId: id, appUrl }),
      ]);
      expect(outcomes.filter((outcome) => outcome.outcome === "queued")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.outcome === "not-draft")).toHaveLength(2);
    } finally {
      await other?.close();
    }
    expect((await queued()).map((email) => email.recipient)).toEqual([
      "ann@example.com",
      "bob@example.com",
    ]);
    const sends = await db().select().from(auditLog).where(eq(auditLog.action, "campaign.send"));
    expect(sends).toHaveLength(1);
  });

  it("finishes a campaign with nobody to send to at once", async () => {
    await db().delete(subscriptions);
    const id = await newCampaign();
    expect(await sendCampaign(db(), actor, { campaignId: id, appUrl })).toEqual({
      outcome: "queued",
      recipients: 0,
    });
    const [campaign] = await db().select().from(newsletterCampaigns);
    expect(campaign).toMatchObject({ status: "sent", recipients: 0 });
    expect(campaign!.finishedAt).not.toBeNull();
  });

  it("counts progress from the outbox and stores the totals when nothing is left", async () => {
    const id = await newCampaign();
    await sendCampaign(db(), actor, { campaignId: id, appUrl });
    const [ann, bob] = await queued();
    await db()
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(emailOutbox.id, ann!.id));
    expect(await campaignProgress(db(), id)).toEqual({ queued: 1, sent: 1, failed: 0 });
    expect(await finishCampaigns(db())).toEqual([]);

    await db().update(emailOutbox).set({ status: "failed" }).where(eq(emailOutbox.id, bob!.id));
    const now = new Date("2026-03-01T10:00:00.000Z");
    expect(await finishCampaigns(db(), now, id)).toEqual([id]);
    const [campaign] = await db().select().from(newsletterCampaigns);
    expect(campaign).toMatchObject({
      status: "sent",
      recipients: 2,
      delivered: 1,
      failed: 1,
      finishedAt: now,
    });
  });

  it("sends a test to the team member alone, marked as a test", async () => {
    const id = await newCampaign();
    const queuedMail: { recipient: string; subject: string; text: string }[] = [];
    await sendTestEmail(
      db(),
      { queue: async (_tx, email) => (queuedMail.push(email), "queued") },
      actor,
      { campaign: { id, subject: "Spring news", bodyMarkdown: "Hello" }, appUrl },
    );
    expect(queuedMail).toMatchObject([
      { recipient: "team@example.com", subject: "[Test] Spring news" },
    ]);
    expect(queuedMail[0]!.text).not.toContain(TOKEN_PLACEHOLDER);
    const [campaign] = await db().select().from(newsletterCampaigns);
    expect(campaign!.status).toBe("draft");
    expect(await queued()).toEqual([]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "campaign.test"));
    expect(audit).toHaveLength(1);
  });
});
