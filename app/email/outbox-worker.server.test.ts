import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enqueueEmail } from "#app/db/email-outbox.server.ts";
import { emailOutbox } from "#app/db/schema.server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { captureLogs } from "#tests/support/test-logger.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { renderEmail } from "./layout.server.ts";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker.server.ts";
import { createMailTransport } from "./transport.server.ts";

const from = "Kestrel AI <no-reply@kestrel-ai.com>";

function sampleEmail(subject: string) {
  return {
    recipient: "visitor@example.com",
    replyTo: "sender@example.com",
    headers: { "X-Entity-Ref-ID": subject },
    ...renderEmail({
      subject,
      preheader: "Sample",
      heading: subject,
      paragraphs: ["Hello."],
      action: { label: "Open", url: `https://example.com/${encodeURIComponent(subject)}` },
    }),
  };
}

describe.each(testDrivers)("email outbox delivery on %s", (driver) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const workers: OutboxWorker[] = [];
  let logs = captureLogs();
  let outcomes: string[] = [];
  const observer = {
    delivered: () => outcomes.push("delivered"),
    failed: (final: boolean) => outcomes.push(final ? "given up" : "failed"),
  };
  const worker = (
    options: {
      retryDelay?: () => number;
      gatherMs?: number;
      leaseMs?: number;
      pollIntervalMs?: number;
    } = {},
  ) => {
    const started = startOutboxWorker({
      db: database.handle.db,
      transport: createMailTransport({ from, smtpUrl: smtp.url }, logs.logger),
      logger: logs.logger,
      observer,
      pollIntervalMs: 100,
      ...options,
    });
    workers.push(started);
    return started;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startTestSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((running) => running.stop()));
    await database.handle.db.delete(emailOutbox);
    smtp.messages.length = 0;
    smtp.refuseMail = false;
    smtp.acceptDelayMs = 0;
    logs = captureLogs();
    outcomes = [];
  });
  const outbox = () => database.handle.db.select().from(emailOutbox);
  afterAll(async () => {
    await smtp.stop();
    await database.dispose();
  });

  it("delivers a queued email over SMTP with both parts and its headers", async () => {
    await enqueueEmail(database.handle.db, sampleEmail("Delivered"));
    await worker().drain();
    const message = await smtp.waitForMessage((mail) => mail.subject === "Delivered");
    expect(message.from?.text).toBe('"Kestrel AI" <no-reply@kestrel-ai.com>');
    expect(message.to && "text" in message.to ? message.to.text : "").toBe("visitor@example.com");
    expect(message.replyTo?.text).toBe("sender@example.com");
    expect(message.headers.get("x-entity-ref-id")).toBe("Delivered");
    expect(message.text).toContain("Open: https://example.com/Delivered");
    expect(message.html).toContain('href="https://example.com/Delivered"');
    const [row] = await database.handle.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(outcomes).toEqual(["delivered"]);
  });

  it("keeps mail through an SMTP outage and delivers it once the server is back", async () => {
    smtp.refuseMail = true;
    await enqueueEmail(database.handle.db, sampleEmail("Delayed"));
    const running = worker({ retryDelay: () => 200 });
    await running.drain();
    expect(smtp.messages).toHaveLength(0);
    const [pending] = await database.handle.db.select().from(emailOutbox);
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending?.lastError).toContain("451");

    smtp.refuseMail = false;
    await smtp.waitForMessage((mail) => mail.subject === "Delayed");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((mail) => mail.subject === "Delayed")).toHaveLength(1);
  });

  it("gathers mail queued together into one delivery round", async () => {
    // No poll comes between, only the nudges start a round, and the wait is long enough for
    // all ten on a busy machine.
    const running = worker({ gatherMs: 2_000, pollIntervalMs: 60_000 });
    await running.drain();
    const subjects = Array.from({ length: 10 }, (_, index) => `Together ${index}`);
    for (const subject of subjects) {
      await enqueueEmail(database.handle.db, sampleEmail(subject));
      running.nudge();
      // Requests arrive apart, each in its own turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await expect
      .poll(
        async () => (await database.handle.db.select().from(emailOutbox)).map((row) => row.status),
        {
          timeout: 10_000,
        },
      )
      .toEqual(subjects.map(() => "sent"));
    // One claim for all ten: they share its lease id.
    const rows = await database.handle.db.select().from(emailOutbox);
    expect(new Set(rows.map((row) => row.leaseId)).size).toBe(1);
    expect(new Set(rows.map((row) => row.leaseExpiresAt))).toEqual(new Set([null]));
    expect(smtp.messages).toHaveLength(subjects.length);
  });

  it("never sends an email twice when several workers share the outbox", async () => {
    const subjects = Array.from({ length: 12 }, (_, index) => `Shared ${index}`);
    for (const subject of subjects) await enqueueEmail(database.handle.db, sampleEmail(subject));
    await Promise.all([worker().drain(), worker().drain(), worker().drain()]);
    for (const subject of subjects) await smtp.waitForMessage((mail) => mail.subject === subject);
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
  });

  it("delivers each email once when two workers share a mail server slower than their lease", async () => {
    // Each claim takes longer to send than the lease lasts: only renewal keeps it with its worker.
    smtp.acceptDelayMs = 250;
    const leaseMs = 1_500;
    const accountMail = Array.from({ length: 16 }, (_, index) => `Slow ${index}`);
    for (const subject of accountMail) await enqueueEmail(database.handle.db, sampleEmail(subject));
    const campaignMail = Array.from({ length: 8 }, (_, index) => `Slow campaign ${index}`);
    await database.handle.db.insert(emailOutbox).values(
      campaignMail.map((subject, index) => ({
        ...sampleEmail(subject),
        recipient: `reader-${index}@example.com`,
        campaignId: "00000000-0000-4000-8000-000000000002",
      })),
    );
    const running = [worker({ leaseMs }), worker({ leaseMs })];
    await expect
      .poll(async () => (await outbox()).every((row) => row.status === "sent"), {
        timeout: 20_000,
      })
      .toBe(true);
    // Whatever either worker still had under way ends before they stop.
    await Promise.all(running.map((stopping) => stopping.stop()));

    const received = smtp.messages.map((mail) => mail.subject).sort();
    expect(received).toEqual([...accountMail, ...campaignMail].sort());
    // Every email was sent under its first claim: none was taken over.
    expect(new Set((await outbox()).map((row) => row.attempts))).toEqual(new Set([1]));
  });

  it("a worker paused past its lease sends and records nothing more of its claim", async () => {
    const subjects = Array.from({ length: 4 }, (_, index) => `Stale ${index}`);
    for (const subject of subjects) await enqueueEmail(database.handle.db, sampleEmail(subject));
    const release = smtp.holdMail();
    const paused = worker({ leaseMs: 1_000 });
    await expect.poll(() => smtp.heldMessages).toBe(1);
    // The process stops for longer than the lease, as in a long garbage collection or a
    // suspended machine: nothing in it runs, the renewal of its lease included.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_500);
    // Another worker finds the lease run out and takes the emails over; it is soon mid-send
    // with the same first email.
    const successor = worker({ leaseMs: 1_000 });
    await expect.poll(() => smtp.heldMessages).toBe(2);
    release();
    await expect
      .poll(async () => (await outbox()).every((row) => row.status === "sent"), {
        timeout: 10_000,
      })
      .toBe(true);
    await Promise.all([paused.stop(), successor.stop()]);

    // Only the email that was in flight when the lease ran out went out twice.
    const received = smtp.messages.map((mail) => mail.subject).sort();
    expect(received).toEqual(["Stale 0", ...subjects].sort());
    expect((await outbox()).map((row) => row.attempts)).toEqual([2, 2, 2, 2]);
    const warnings = logs.lines
      .filter((line) => line.level === "warn")
      .map((line) => String(line.msg));
    const saying = (end: string) => warnings.filter((message) => message.endsWith(end));
    expect(saying("was delivered after its lease had passed to another worker")).toHaveLength(1);
    expect(saying("left to another worker: its lease ran out")).toHaveLength(subjects.length - 1);
  });

  it("gives up after the last attempt and records why", async () => {
    smtp.refuseMail = true;
    await enqueueEmail(database.handle.db, sampleEmail("Undeliverable"));
    const running = startOutboxWorker({
      db: database.handle.db,
      transport: createMailTransport({ from, smtpUrl: smtp.url }, logs.logger),
      logger: logs.logger,
      observer,
      pollIntervalMs: 50,
      maxAttempts: 2,
      retryDelay: () => 0,
    });
    workers.push(running);
    await expect
      .poll(async () => (await database.handle.db.select().from(emailOutbox))[0]?.status, {
        timeout: 10_000,
      })
      .toBe("failed");
    const [row] = await database.handle.db.select().from(emailOutbox);
    expect(row?.attempts).toBe(2);
    expect(outcomes).toEqual(["failed", "given up"]);
    const failures = logs.lines.filter((line) => line.level === "error");
    expect(failures.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^Email \S+ not delivered \(attempt 1\): .*451/),
      expect.stringMatching(/^Email \S+ not delivered \(attempt 2, giving up\)/),
    ]);
    // The log names the email but never carries its body or the links in it.
    expect(logs.text()).not.toContain("example.com/Undeliverable");
  });
});
