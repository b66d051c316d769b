import type { Logger } from "pino";
import type { Database } from "#app/db/client.server.ts";
import { claimDueEmails, type LeasedEmail } from "#app/db/email-outbox.server.ts";
import { holdClaim, type HeldClaim } from "./outbox-claim.server.ts";
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
   * is then claimed with one statement rather than one per request.
   */
  gatherMs?: number;
  /**
   * How many emails one claim takes for each connection they are sent over: this many account
   * emails, which leave one at a time, and this many times CAMPAIGN_CONNECTIONS campaign emails.
   */
  claimPerConnection?: number;
  /**
   * How long a claimed email stays with this worker unrenewed before another may take it over.
   * The worker renews it every third of that while it holds the email, so this is how long the
   * mail of a process that died waits, not a limit on how long a send may take.
   */
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

/** How long a claimed email stays with one worker without being renewed, unless configured. */
export const OUTBOX_LEASE_MS = 60_000;

/**
 * Emails one claim takes per connection, unless configured: enough that claims are a small part
 * of the work, few enough that the account mail of a burst is shared out between processes.
 */
export const OUTBOX_CLAIM_PER_CONNECTION = 10;

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
 * database: each email is leased to one of them, and is recorded as delivered the moment the
 * mail server accepts it, by the worker that still holds it.
 */
export function startOutboxWorker({
  db,
  transport,
  logger,
  observer,
  pollIntervalMs = 2_000,
  gatherMs = 50,
  claimPerConnection = OUTBOX_CLAIM_PER_CONNECTION,
  leaseMs = OUTBOX_LEASE_MS,
  maxAttempts = 10,
  retryDelay = retryDelayMs,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliverDue(): Promise<void> {
    const limits = {
      limit: claimPerConnection,
      campaignLimit: claimPerConnection * CAMPAIGN_CONNECTIONS,
    };
    while (!stopped) {
      const claimedAt = performance.now();
      const batch = await claimDueEmails(db, { ...limits, leaseMs });
      if (batch.length === 0) return;
      const accountMail = batch.filter((email) => !email.campaignId);
      const campaignMail = batch.filter((email) => email.campaignId);
      // A claim short of both limits took all that was due; mail queued since has nudged the
      // worker.
      const more =
        accountMail.length >= limits.limit || campaignMail.length >= limits.campaignLimit;
      const claim = holdClaim({
        db,
        leaseId: batch[0]!.leaseId,
        ids: batch.map((email) => email.id),
        claimedAt,
        leaseMs,
        // The development mailbox is read from the outbox, so only mail that left keeps nothing.
        forgetContent: transport.kind === "smtp",
        logger,
      });
      try {
        // Account mail leaves one at a time in the order it was queued; a campaign's mail goes
        // out over several connections at once, which is what makes a large one quick.
        await deliverOver(claim, 1, accountMail);
        await deliverOver(claim, CAMPAIGN_CONNECTIONS, campaignMail);
      } finally {
        await claim.release();
      }
      if (!more) return;
    }
  }

  /** Sends the emails over `connections` at once; fails, once all are done, if one failed. */
  async function deliverOver(claim: HeldClaim, connections: number, emails: LeasedEmail[]) {
    const results = await Promise.allSettled(
      Array.from({ length: connections }, async () => {
        for (let email = emails.shift(); email; email = emails.shift()) {
          await deliver(claim, email);
        }
      }),
    );
    for (const result of results) if (result.status === "rejected") throw result.reason;
  }

  async function deliver(claim: HeldClaim, email: LeasedEmail) {
    // The lease may have run out since the claim (the process was paused, or could not reach
    // the database, for longer than the lease): then another worker sends it, and this one
    // must not.
    if (!(await claim.hold(email.id))) {
      logger.warn(
        { emailId: email.id },
        `Email ${email.id} left to another worker: its lease ran out`,
      );
      return;
    }
    try {
      await transport.send(email);
    } catch (error) {
      await recordFailure(claim, email, error);
      return;
    }
    observer?.delivered();
    // Recorded before the connection takes the next email: should the process die, only the
    // email each connection had in flight is sent again (once its lease runs out).
    await claim.recordSent(email.id);
  }

  async function recordFailure(claim: HeldClaim, email: LeasedEmail, error: unknown) {
    const message = describeError(error);
    const giveUp = email.attempts >= maxAttempts;
    await claim.recordFailed(email.id, {
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
