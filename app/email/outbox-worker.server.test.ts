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
  const worker = (options: { retryDelay?: () => number; gatherMs?: number } = {}) => {
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
    logs = captureLogs();
    outcomes = [];
  });
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
    const running = worker({ gatherMs: 300 });
    await running.drain();
    const subjects = Array.from({ length: 12 }, (_, index) => `Together ${index}`);
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
    // One claim and one record of delivery for all twelve: they share the moment they were sent.
    const rows = await database.handle.db.select().from(emailOutbox);
    expect(new Set(rows.map((row) => row.sentAt?.getTime())).size).toBe(1);
    expect(new Set(rows.map((row) => row.leaseExpiresAt))).toEqual(new Set([null]));
    expect(smtp.messages).toHaveLength(12);
  });

  it("never sends an email twice when several workers share the outbox", async () => {
    const subjects = Array.from({ length: 12 }, (_, index) => `Shared ${index}`);
    for (const subject of subjects) await enqueueEmail(database.handle.db, sampleEmail(subject));
    await Promise.all([worker().drain(), worker().drain(), worker().drain()]);
    for (const subject of subjects) await smtp.waitForMessage((mail) => mail.subject === subject);
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
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
