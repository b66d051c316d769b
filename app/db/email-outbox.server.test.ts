import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import {
  claimDueEmails,
  enqueueEmail,
  listRecentEmails,
  markEmailFailed,
  markEmailsSent,
  type OutgoingEmail,
} from "./email-outbox.server.ts";
import { emailOutbox } from "./schema.server.ts";

const email = (subject: string): OutgoingEmail => ({
  recipient: "visitor@example.com",
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
});

describe.each(testDrivers)("email outbox on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  const db = () => database.handle.db;
  const clear = () => db().delete(emailOutbox);

  it("keeps an email enqueued in a committed transaction and drops one that rolled back", async () => {
    await clear();
    await db().transaction(async (tx) => {
      await enqueueEmail(tx, email("committed"));
    });
    await expect(
      db().transaction(async (tx) => {
        await enqueueEmail(tx, email("rolled back"));
        throw new Error("the change that caused it failed");
      }),
    ).rejects.toThrow("the change that caused it failed");

    const rows = await db().select().from(emailOutbox);
    expect(rows.map((row) => row.subject)).toEqual(["committed"]);
    expect(rows[0]).toMatchObject({ status: "pending", attempts: 0, headers: {} });
  });

  it("leases each due email to one worker at a time", async () => {
    await clear();
    await enqueueEmail(db(), email("one"));
    await enqueueEmail(db(), email("two"));

    const first = await claimDueEmails(db(), { limit: 10, leaseMs: 60_000 });
    const second = await claimDueEmails(db(), { limit: 10, leaseMs: 60_000 });
    expect(first.map((row) => row.subject).sort()).toEqual(["one", "two"]);
    expect(first.every((row) => row.status === "sending" && row.attempts === 1)).toBe(true);
    expect(second).toEqual([]);
  });

  it("makes an email due again when its worker's lease runs out", async () => {
    await clear();
    await enqueueEmail(db(), email("orphaned"));
    const now = new Date();
    await claimDueEmails(db(), { limit: 1, leaseMs: 1_000, now });

    const later = new Date(now.getTime() + 2_000);
    const reclaimed = await claimDueEmails(db(), { limit: 1, leaseMs: 1_000, now: later });
    expect(reclaimed.map((row) => [row.subject, row.attempts])).toEqual([["orphaned", 2]]);
  });

  it("retries a failed send at the scheduled time and never sends a delivered one again", async () => {
    await clear();
    const now = new Date();
    const failingId = await enqueueEmail(db(), email("flaky"));
    const deliveredId = await enqueueEmail(db(), email("delivered"));
    await claimDueEmails(db(), { limit: 10, leaseMs: 60_000, now });

    const retryAt = new Date(now.getTime() + 30_000);
    await markEmailFailed(db(), failingId, { error: "SMTP 421", retryAt });
    await markEmailsSent(db(), [deliveredId], { now });

    expect(await claimDueEmails(db(), { limit: 10, leaseMs: 60_000, now })).toEqual([]);
    const retried = await claimDueEmails(db(), { limit: 10, leaseMs: 60_000, now: retryAt });
    expect(retried.map((row) => [row.id, row.lastError])).toEqual([[failingId, "SMTP 421"]]);

    await markEmailFailed(db(), failingId, { error: "SMTP 550", retryAt: null });
    const far = new Date(now.getTime() + 86_400_000);
    expect(await claimDueEmails(db(), { limit: 10, leaseMs: 60_000, now: far })).toEqual([]);
  });

  it("forgets the body and headers of a delivered email when asked, keeping who and what", async () => {
    await clear();
    const keptId = await enqueueEmail(db(), email("kept for the mailbox"));
    const forgottenId = await enqueueEmail(db(), {
      ...email("reset link"),
      text: "https://example.com/welcome?oobCode=secret-code",
      headers: { "List-Unsubscribe": "<https://example.com/api/unsubscribe/secret>" },
    });
    await claimDueEmails(db(), { limit: 10, leaseMs: 60_000 });
    await markEmailsSent(db(), [keptId]);
    await markEmailsSent(db(), [forgottenId], { forgetContent: true });

    const rows = await listRecentEmails(db(), 10);
    const row = (id: string) => rows.find((entry) => entry.id === id)!;
    expect(row(keptId).text).not.toBe("");
    expect(row(forgottenId)).toMatchObject({
      status: "sent",
      recipient: "visitor@example.com",
      subject: "reset link",
      html: "",
      text: "",
      headers: {},
    });
  });

  it("claims other mail ahead of a newsletter campaign's backlog", async () => {
    await clear();
    const queuedAt = new Date("2026-01-01T10:00:00.000Z");
    await db()
      .insert(emailOutbox)
      .values(
        Array.from({ length: 30 }, (_, n) => ({
          ...email(`campaign ${n}`),
          recipient: `reader-${n}@example.com`,
          campaignId: "00000000-0000-4000-8000-000000000001",
          nextAttemptAt: queuedAt,
        })),
      );
    await enqueueEmail(db(), email("password reset"), new Date(queuedAt.getTime() + 1_000));

    const claimed = await claimDueEmails(db(), {
      limit: 10,
      leaseMs: 60_000,
      now: new Date(queuedAt.getTime() + 2_000),
    });
    expect(claimed.map((row) => row.subject)).toContain("password reset");
    expect(claimed.filter((row) => row.campaignId !== null)).toHaveLength(10);
  });
});
