import type { Logger } from "pino";
import type { Database } from "#app/db/client.server.ts";
import { enqueueEmail, enqueueEmails, type OutgoingEmail } from "#app/db/email-outbox.server.ts";
import {
  retryDelayMs,
  startOutboxWorker,
  type OutboxObserver,
  type OutboxWorker,
} from "./outbox-worker.server.ts";
import { createMailTransport } from "./transport.server.ts";

export interface Mailer {
  /** "smtp" delivers for real; "dev-mailbox" keeps mail for /dev/mailbox. */
  readonly delivery: "smtp" | "dev-mailbox";
  /**
   * Queues an email in the caller's transaction (or on its own when given the database).
   * Call `deliverSoon` once the transaction has committed to skip the wait for the next poll.
   */
  queue(executor: Pick<Database, "insert">, email: OutgoingEmail): Promise<string>;
  /** Queues several emails with one statement (see `queue`). */
  queueAll(executor: Pick<Database, "insert">, emails: readonly OutgoingEmail[]): Promise<string[]>;
  deliverSoon(): void;
  /** Delivers everything due now and resolves when done (command-line jobs, tests). */
  drain(): Promise<void>;
  /** Queues outside any transaction and delivers right away. */
  send(email: OutgoingEmail): Promise<string>;
  stop(): Promise<void>;
}

export function createMailer(
  db: Database,
  settings: { from: string; smtpUrl: string | null; retryDelayMs?: number; leaseMs?: number },
  { logger, observer }: { logger: Logger; observer?: OutboxObserver },
): Mailer {
  const transport = createMailTransport(settings, logger);
  const worker: OutboxWorker = startOutboxWorker({
    db,
    transport,
    logger,
    observer,
    retryDelay: (attempts) => retryDelayMs(attempts, settings.retryDelayMs),
    leaseMs: settings.leaseMs,
  });
  return {
    delivery: transport.kind,
    queue: (executor, email) => enqueueEmail(executor, withSafeSubject(email)),
    queueAll: (executor, emails) => enqueueEmails(executor, emails.map(withSafeSubject)),
    deliverSoon: () => worker.nudge(),
    drain: () => worker.drain(),
    async send(email) {
      const id = await enqueueEmail(db, withSafeSubject(email));
      worker.nudge();
      return id;
    },
    stop: () => worker.stop(),
  };
}

/** A subject is one header line: line breaks could smuggle in headers of their own. */
function withSafeSubject(email: OutgoingEmail): OutgoingEmail {
  return { ...email, subject: email.subject.replace(/[\r\n]+/g, " ").trim() };
}
