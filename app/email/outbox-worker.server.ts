import type { Logger } from "pino";
import type { Database } from "#app/db/client.server.ts";
import type { OutboxEmail } from "#app/db/schema.server.ts";
import { claimDueEmails, markEmailFailed, markEmailsSent } from "#app/db/email-outbox.server.ts";
import { CAMPAIGN_CONNECTIONS, type MailTransport } from "./transport.server.ts";
import { describeError } from "#app/lib/describe-error.server.ts";
import { HOUR_MS } from "#app/lib/durations.ts";

/** Told about every delivery attempt, for the server's metrics. */
export interface OutboxObserver {
  delivered(): void;
  /** `final` when the email was given up for good. */
  failed(final: boolean): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  observer?: OutboxObserver;
  /** How often to look for due mail when nothing nudges the worker. */
  pollIntervalMs?: number;
  /**
   * How long a nudge waits before the worker looks: mail queued by requests arriving together
   * is then claimed and recorded with one statement each rather than one per request.
   */
  gatherMs?: number;
  batchSize?: number;
  /** How long a claimed email stays with this worker before another may take it over. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Delay before the next attempt after `attempts` failed ones. */
  retryDelay?: (attempts: number) => number;
}

export interface OutboxWorker {
  /** Looks for due mail now instead of at the next poll (after a new email is queued). */
  nudge(): void;
  /** Delivers everything due and resolves when done (used by tests and at shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** How long a claimed email stays with one worker; every send must end well inside it. */
export const OUTBOX_LEASE_MS = 60_000;

/**
 * Delay before attempt n+1: `firstDelayMs` (10 s unless configured), then twice as long each
 * time, capped at one hour, with jitter so that a backlog does not retry all at once.
 */
export function retryDelayMs(attempts: number, firstDelayMs = 10_000): number {
  const base = Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), HOUR_MS);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * Delivers the email outbox. Several workers, in one process or many, can run against the same
 * database: each email is leased to one of them, and a delivered email is never sent again.
 */
export function startOutboxWorker({
  db,
  transport,
  logger,
  observer,
  pollIntervalMs = 2_000,
  gatherMs = 50,
  batchSize = 50,
  leaseMs = OUTBOX_LEASE_MS,
  maxAttempts = 10,
  retryDelay = retryDelayMs,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliverDue(): Promise<void> {
    for (;;) {
      const batch = await claimDueEmails(db, { limit: batchSize, leaseMs });
      if (batch.length === 0) return;
      const delivered: string[] = [];
      const deliver = async (email: OutboxEmail) => {
        try {
          await transport.send(email);
          delivered.push(email.id);
          observer?.delivered();
        } catch (error) {
          await recordFailure(email, error);
        }
      };
      try {
        // Account mail leaves one at a time in the order it was queued; a campaign's mail goes
        // out over several connections at once, which is what makes a large one quick.
        for (const email of batch) if (!email.campaignId) await deliver(email);
        const campaignMail = batch.filter((email) => email.campaignId);
        await Promise.all(
          Array.from({ length: CAMPAIGN_CONNECTIONS }, async () => {
            for (let email = campaignMail.shift(); email; email = campaignMail.shift()) {
              await deliver(email);
            }
          }),
        );
      } finally {
        // One statement for the batch's deliveries. Should the process die before it, they are
        // sent again once their lease runs out: delivery is at least once, never lost.
        // The development mailbox is read from the outbox, so only mail that left keeps nothing.
        await markEmailsSent(db, delivered, { forgetContent: transport.kind === "smtp" });
      }
      // A short batch took all that was due; mail queued since then has nudged the worker.
      if (batch.length < batchSize) return;
    }
  }

  async function recordFailure(email: OutboxEmail, error: unknown) {
    const message = describeError(error);
    const giveUp = email.attempts >= maxAttempts;
    await markEmailFailed(db, email.id, {
      error: message.slice(0, 500),
      retryAt: giveUp ? null : new Date(Date.now() + retryDelay(email.attempts)),
    });
    observer?.failed(giveUp);
    logger.error(
      { emailId: email.id, attempt: email.attempts, final: giveUp },
      `Email ${email.id} not delivered (attempt ${email.attempts}${giveUp ? ", giving up" : ""}): ${message}`,
    );
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((error: unknown) => {
          logger.error({ err: error }, "Email outbox worker failed");
        });
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) void run();
  }, pollIntervalMs);
  timer.unref();
  void run();

  let gathering: NodeJS.Timeout | null = null;
  return {
    nudge() {
      if (stopped || gathering) return;
      gathering = setTimeout(() => {
        gathering = null;
        if (!stopped) void run();
      }, gatherMs);
    },
    drain: () => run(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (gathering) clearTimeout(gathering);
      await running;
      transport.close();
    },
  };
}
