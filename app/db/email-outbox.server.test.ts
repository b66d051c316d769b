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
  renewLease,
  type EmailLease,
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
  /** Renews the lease of an email about to be sent; whether its claim still held it. */
  const holdEmail = async (
    { id, leaseId }: EmailLease,
    { now = new Date(), leaseMs = 60_000 } = {},
  ) => (await renewLease(db(), leaseId, { ids: [id], leaseMs, now })).has(id);
  /** Records a delivery; whether its claim still held the email. */
  const markEmailSent = async (
    { id, leaseId }: EmailLease,
    options: { now?: Date; forgetContent?: boolean } = {},
  ) => (await markEmailsSent(db(), leaseId, [id], options)).has(id);

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
    await enqueueEmail(db(), email("flaky"), now);
    await enqueueEmail(db(), email("delivered"), now);
    const claimed = await claimDueEmails(db(), { limit: 10, leaseMs: 60_000, now });
    const failing = claimed.find((row) => row.subject === "flaky")!;
    const delivered = claimed.find((row) => row.subject === "delivered")!;

    const retryAt = new Date(now.getTime() + 30_000);
    await markEmailFailed(db(), failing, { error: "SMTP 421", retryAt });
    expect(await markEmailSent(delivered, { now })).toBe(true);

    expect(await claimDueEmails(db(), { limit: 10, leaseMs: 60_000, now })).toEqual([]);
    const retried = await claimDueEmails(db(), { limit: 10, leaseMs: 60_000, now: retryAt });
    expect(retried.map((row) => [row.id, row.lastError])).toEqual([[failing.id, "SMTP 421"]]);

    await markEmailFailed(db(), retried[0]!, { error: "SMTP 550", retryAt: null });
    const far = new Date(now.getTime() + 86_400_000);
    expect(await claimDueEmails(db(), { limit: 10, leaseMs: 60_000, now: far })).toEqual([]);
    const rows = await db().select().from(emailOutbox);
    expect(rows.map((row) => row.status).sort()).toEqual(["failed", "sent"]);
  });

  it("forgets the body and headers of a delivered email when asked, keeping who and what", async () => {
    await clear();
    const keptId = await enqueueEmail(db(), email("kept for the mailbox"));
    const forgottenId = await enqueueEmail(db(), {
      ...email("reset link"),
      text: "https://example.com/welcome?oobCode=secret-code",
      headers: { "List-Unsubscribe": "<https://example.com/api/unsubscribe/secret>" },
    });
    const claimed = await claimDueEmails(db(), { limit: 10, leaseMs: 60_000 });
    const lease = (id: string) => claimed.find((row) => row.id === id)!;
    await markEmailSent(lease(keptId));
    await markEmailSent(lease(forgottenId), { forgetContent: true });

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

  it("keeps a claimed email with its worker for as long as the lease is renewed", async () => {
    await clear();
    const now = new Date();
    await enqueueEmail(db(), email("slow to send"), now);
    const [claimed] = await claimDueEmails(db(), { limit: 10, leaseMs: 1_000, now });
    const at = (ms: number) => new Date(now.getTime() + ms);

    await renewLease(db(), claimed!.leaseId, { leaseMs: 1_000, now: at(800) });
    expect(await claimDueEmails(db(), { limit: 10, leaseMs: 1_000, now: at(1_500) })).toEqual([]);
    expect(await holdEmail(claimed!, { leaseMs: 1_000, now: at(1_600) })).toBe(true);
    expect(await claimDueEmails(db(), { limit: 10, leaseMs: 1_000, now: at(2_500) })).toEqual([]);
    const [taken] = await claimDueEmails(db(), { limit: 10, leaseMs: 1_000, now: at(2_700) });
    expect(taken?.id).toBe(claimed!.id);
  });

  it("fences off a worker whose lease was taken over: it can neither renew, send nor record", async () => {
    await clear();
    const now = new Date();
    await enqueueEmail(db(), email("taken over"), now);
    const [stale] = await claimDueEmails(db(), { limit: 10, leaseMs: 1_000, now });
    const later = new Date(now.getTime() + 2_000);
    const [current] = await claimDueEmails(db(), { limit: 10, leaseMs: 60_000, now: later });
    expect(current?.id).toBe(stale!.id);
    expect(current?.leaseId).not.toBe(stale!.leaseId);

    // The stale worker comes back: its renewal changes nothing and its email is no longer its own.
    await renewLease(db(), stale!.leaseId, { leaseMs: 600_000, now: later });
    expect(await holdEmail(stale!, { leaseMs: 600_000, now: later })).toBe(false);
    expect(await markEmailSent(stale!, { now: later })).toBe(false);
    await markEmailFailed(db(), stale!, { error: "SMTP 421", retryAt: later });
    const [row] = await db().select().from(emailOutbox);
    expect(row).toMatchObject({
      status: "sending",
      attempts: 2,
      leaseId: current!.leaseId,
      leaseExpiresAt: new Date(later.getTime() + 60_000),
      lastError: null,
    });

    // The worker that holds it now records the delivery, once.
    expect(await holdEmail(current!, { now: later })).toBe(true);
    expect(await markEmailSent(current!, { now: later })).toBe(true);
    expect(await markEmailSent(current!, { now: later })).toBe(false);
  });

  it("renews what a claim still holds, in one statement, and never a lease that ran out", async () => {
    await clear();
    const now = new Date();
    for (const subject of ["first", "second", "third", "fourth"]) {
      await enqueueEmail(db(), email(subject), now);
    }
    const claimed = await claimDueEmails(db(), { limit: 10, leaseMs: 1_000, now });
    expect(claimed.map((row) => row.subject)).toEqual(["first", "second", "third", "fourth"]);
    const [first, second, third, fourth] = claimed.map((row) => row.id) as [
      string,
      string,
      string,
      string,
    ];
    const { leaseId } = claimed[0]!;
    const at = (ms: number) => new Date(now.getTime() + ms);

    const recorded = await markEmailsSent(db(), leaseId, [first, second], { now: at(100) });
    expect(recorded).toEqual(new Set([first, second]));
    expect(await renewLease(db(), leaseId, { leaseMs: 1_000, now: at(500) })).toEqual(
      new Set([third, fourth]),
    );
    expect(
      await renewLease(db(), leaseId, { ids: [third], leaseMs: 1_000, now: at(1_200) }),
    ).toEqual(new Set([third]));
    // The fourth one's lease ran out at 1.5 s: no other worker has taken it yet, but it is no
    // longer this claim's to send, and it goes to the next claim.
    expect(await renewLease(db(), leaseId, { leaseMs: 1_000, now: at(1_600) })).toEqual(
      new Set([third]),
    );
    const [next] = await claimDueEmails(db(), { limit: 10, leaseMs: 1_000, now: at(1_700) });
    expect(next?.id).toBe(fourth);
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
