import { describe, expect, it } from "vitest";
import {
  ago,
  at,
  DAY,
  HOUR,
  nothing,
  now,
  useHousekeepingDatabase,
} from "#tests/support/housekeeping-fixtures.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { HOUSEKEEPING_BATCH_SIZE } from "./housekeeping.server.ts";
import {
  auditLog,
  dataExports,
  emailOutbox,
  newsletterCampaigns,
  rateLimits,
  sessions,
  signInFailures,
  users,
  verifications,
} from "./schema.server.ts";

// Sign-in state, counters, mail and export files; personal data in the test file beside this.
describe.each(testDrivers)("housekeeping on %s", (driver) => {
  const t = useHousekeepingDatabase(driver);

  it("deletes sessions and verifications once they have expired, not while still accepted", async () => {
    await t.user("holder");
    await t.session("current", "holder", now);
    await t.session("expired", "holder", ago(1));
    await t
      .db()
      .insert(verifications)
      .values([
        { id: "current", identifier: "i", value: "v", expiresAt: now },
        { id: "expired", identifier: "i", value: "v", expiresAt: ago(1) },
      ]);

    expect(await t.run(now)).toEqual({
      ...nothing,
      expired_sessions: 1,
      expired_verifications: 1,
    });
    expect(await t.left(sessions, sessions.id)).toEqual(["current"]);
    expect(await t.left(verifications, verifications.id)).toEqual(["current"]);
  });

  it("deletes audit entries and newsletter campaigns after 24 months", async () => {
    const cutoff = at("2024-01-15T12:00:00.000Z");
    await t.auditEntry("old", cutoff);
    await t.auditEntry("recent", new Date(cutoff.getTime() + 1));
    await t.campaign("old", { status: "sent", createdAt: cutoff });
    await t.campaign("recent", { status: "sent", createdAt: new Date(cutoff.getTime() + 1) });

    expect(await t.run(now)).toEqual({ ...nothing, old_audit_entries: 1, old_campaigns: 1 });
    expect(await t.left(auditLog, auditLog.action)).toEqual(["recent"]);
    expect(await t.left(newsletterCampaigns, newsletterCampaigns.subject)).toEqual(["recent"]);
  });

  it("stores a campaign's totals once nothing is left to send, before its mail is deleted", async () => {
    const [done] = await t.campaign("done", { status: "sending", recipients: 3 });
    const [busy] = await t.campaign("busy", { status: "sending", recipients: 2 });
    const longAgo = ago(20 * DAY);
    await t.email("a", {
      campaignId: done!.id,
      recipient: "a@example.com",
      status: "sent",
      sentAt: longAgo,
    });
    await t.email("b", {
      campaignId: done!.id,
      recipient: "b@example.com",
      status: "sent",
      sentAt: longAgo,
    });
    await t.email("c", { campaignId: done!.id, recipient: "c@example.com", status: "failed" });
    await t.email("d", {
      campaignId: busy!.id,
      recipient: "d@example.com",
      status: "sent",
      sentAt: longAgo,
    });
    await t.email("e", { campaignId: busy!.id, recipient: "e@example.com", status: "pending" });

    expect(await t.run(now)).toEqual({ ...nothing, finished_campaigns: 1, old_sent_emails: 3 });
    const campaigns = await t.db().select().from(newsletterCampaigns);
    expect(campaigns.find((campaign) => campaign.id === done!.id)).toMatchObject({
      status: "sent",
      recipients: 3,
      delivered: 2,
      failed: 1,
      finishedAt: now,
    });
    expect(campaigns.find((campaign) => campaign.id === busy!.id)).toMatchObject({
      status: "sending",
      finishedAt: null,
    });
  });

  it("deletes rate-limit windows that have ended and sign-in failures an hour old", async () => {
    await t
      .db()
      .insert(rateLimits)
      .values([
        { key: "ended", count: 1, windowStartedAt: ago(HOUR), expiresAt: now },
        { key: "open", count: 1, windowStartedAt: ago(HOUR), expiresAt: ago(-1) },
      ]);
    await t
      .db()
      .insert(signInFailures)
      .values([
        { accountKey: "old", clientKey: "c", createdAt: ago(HOUR) },
        { accountKey: "recent", clientKey: "c", createdAt: ago(HOUR - 1) },
      ]);

    expect(await t.run(now)).toEqual({
      ...nothing,
      expired_rate_limits: 1,
      old_sign_in_failures: 1,
    });
    expect(await t.left(rateLimits, rateLimits.key)).toEqual(["open"]);
    expect(await t.left(signInFailures, signInFailures.accountKey)).toEqual(["recent"]);
  });

  it("deletes mail 14 days after delivery and 90 days after it failed, never mail on its way", async () => {
    const longAgo = ago(400 * DAY);
    await t.email("sent-old", { status: "sent", createdAt: longAgo, sentAt: ago(14 * DAY) });
    await t.email("sent-recent", { status: "sent", createdAt: longAgo, sentAt: ago(14 * DAY - 1) });
    await t.email("failed-old", { status: "failed", createdAt: ago(90 * DAY) });
    await t.email("failed-recent", { status: "failed", createdAt: ago(90 * DAY - 1) });
    await t.email("pending", { status: "pending", createdAt: longAgo, nextAttemptAt: longAgo });
    await t.email("sending", { status: "sending", createdAt: longAgo, leaseExpiresAt: longAgo });

    expect(await t.run(now)).toEqual({ ...nothing, old_sent_emails: 1, old_failed_emails: 1 });
    expect(await t.left(emailOutbox, emailOutbox.subject)).toEqual([
      "failed-recent",
      "pending",
      "sending",
      "sent-recent",
    ]);
  });

  it("erases an export's file when its link expires, and deletes the request 90 days on", async () => {
    await t.user("holder");
    const requestedAt = ago(DAY);
    await t.dataExport("expiring", { status: "ready", requestedAt, expiresAt: now });
    await t.dataExport("valid", { status: "ready", requestedAt, expiresAt: ago(-1) });
    await t.dataExport("pending", { status: "pending", requestedAt: ago(400 * DAY) });
    for (const status of ["downloaded", "expired"] as const) {
      await t.dataExport(`${status}-old`, { status, requestedAt: ago(90 * DAY) });
      await t.dataExport(`${status}-recent`, { status, requestedAt: ago(90 * DAY - 1) });
    }

    expect(await t.run(now)).toEqual({ ...nothing, expired_export_files: 1, old_exports: 2 });
    const rows = await t
      .db()
      .select({
        status: dataExports.status,
        content: dataExports.content,
        tokenHash: dataExports.tokenHash,
      })
      .from(dataExports);
    expect(rows).toHaveLength(5);
    expect(rows).toEqual(
      expect.arrayContaining([
        { status: "expired", content: null, tokenHash: null },
        { status: "ready", content: "valid", tokenHash: "hash-valid" },
        { status: "pending", content: "pending", tokenHash: "hash-pending" },
        { status: "downloaded", content: "downloaded-recent", tokenHash: "hash-downloaded-recent" },
        { status: "expired", content: "expired-recent", tokenHash: "hash-expired-recent" },
      ]),
    );
  });

  it("removes each row once when several processes run at the same time", async () => {
    const count = HOUSEKEEPING_BATCH_SIZE * 2 + 37;
    const numbers = Array.from({ length: count }, (_, index) => index);
    await t.user("holder");
    await t
      .db()
      .insert(users)
      .values(
        numbers.map((n) => ({
          id: `visitor-${n}`,
          name: "Anonymous visitor",
          email: `visitor-${n}@example.com`,
          isAnonymous: true,
          createdAt: ago(31 * DAY),
        })),
      );
    await t
      .db()
      .insert(sessions)
      .values(
        numbers.map((n) => ({ id: `s${n}`, token: `t${n}`, userId: "holder", expiresAt: ago(1) })),
      );
    await t
      .db()
      .insert(rateLimits)
      .values(
        numbers.map((n) => ({
          key: `k${n}`,
          count: 1,
          windowStartedAt: ago(HOUR),
          expiresAt: now,
        })),
      );
    await t
      .db()
      .insert(dataExports)
      .values(numbers.map(() => ({ userId: "holder", status: "ready" as const, expiresAt: now })));

    const [first, second] = await Promise.all([t.run(now), t.run(now)]);
    const jobs = Object.keys(nothing) as (keyof typeof nothing)[];
    expect(Object.fromEntries(jobs.map((job) => [job, first![job] + second![job]]))).toEqual({
      ...nothing,
      expired_sessions: count,
      expired_rate_limits: count,
      expired_export_files: count,
      unused_anonymous_users: count,
    });
    expect(await t.left(users, users.id)).toEqual(["holder"]);
    expect(await t.left(sessions, sessions.id)).toEqual([]);
    expect(await t.left(rateLimits, rateLimits.key)).toEqual([]);
    expect(await t.left(dataExports, dataExports.status)).toEqual(Array(count).fill("expired"));
  });
});
