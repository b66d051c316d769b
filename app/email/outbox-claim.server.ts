import type { Logger } from "pino";
import type { Database } from "#app/db/client.server.ts";
import { markEmailFailed, markEmailsSent, renewLease } from "#app/db/email-outbox.server.ts";

/**
 * The longest a delivery waits to be written together with those of the claim's other
 * connections, when they are still waiting for the mail server.
 */
const GATHER_DELIVERIES_MS = 10;

/** A worker's hold on the emails of one claim while it sends them. */
export interface HeldClaim {
  /**
   * Asked right before an email is sent: whether this claim still holds it. False once its
   * lease ran out, whether or not another worker has taken it since. An email held must then
   * be recorded as sent or failed.
   */
  hold(id: string): Promise<boolean>;
  /** Records a delivery; resolves once it is written. A failure is logged, never thrown. */
  recordSent(id: string): Promise<void>;
  /** Records a failed attempt: another one at `retryAt`, or none when it is null. */
  recordFailed(id: string, failure: { error: string; retryAt: Date | null }): Promise<void>;
  /** Stops renewing the lease. */
  release(): Promise<void>;
}

/**
 * Holds the emails of one claim for a worker while it sends them.
 *
 * Every third of a lease, one statement renews the lease of all of them (those waiting their
 * turn and the one a slow mail server has not answered yet) and says which the claim still
 * holds. An email whose lease was renewed within the last half of a lease (by the claim, that
 * statement or a renewal of its own) cannot have been taken over: another worker takes an email
 * only once its lease has run out. Any other is renewed by itself before it is sent, and skipped
 * if that fails. So the check before each send usually costs no statement, and when it needs
 * one, it renews the lease for the send.
 *
 * A delivery is written as soon as every email the claim has at the mail server is delivered
 * (or after a few milliseconds), in one statement for all of them: a campaign's connections
 * then share their writes, instead of paying a statement for each email.
 */
export function holdClaim({
  db,
  leaseId,
  ids,
  claimedAt,
  leaseMs,
  forgetContent,
  logger,
}: {
  db: Database;
  leaseId: string;
  ids: readonly string[];
  /** performance.now() when the claim's statement was sent. */
  claimedAt: number;
  leaseMs: number;
  /** Blank what a delivered email said (see markEmailsSent). */
  forgetContent: boolean;
  logger: Logger;
}): HeldClaim {
  /** When the lease of each email still held was last renewed (as the statement was sent). */
  const renewedAt = new Map(ids.map((id) => [id, claimedAt]));
  const learn = (held: Set<string>, at: number, about: Iterable<string>) => {
    for (const id of about) {
      if (held.has(id)) renewedAt.set(id, at);
      else renewedAt.delete(id);
    }
  };
  /** Emails held for sending and not yet recorded. */
  let atMailServer = 0;

  const renewals = inBatches(async (batch) => {
    const at = performance.now();
    const held = await renewLease(db, leaseId, { ids: batch, leaseMs });
    learn(held, at, batch);
    return held;
  });
  const deliveries = inBatches(
    async (batch) => {
      try {
        return await markEmailsSent(db, leaseId, batch, { forgetContent });
      } finally {
        atMailServer -= batch.length;
      }
    },
    { ready: (waiting) => waiting >= atMailServer, maxWaitMs: GATHER_DELIVERIES_MS },
  );

  let renewal: Promise<void> = Promise.resolve();
  let renewing = false;
  const timer = setInterval(() => {
    if (renewing) return;
    renewing = true;
    const at = performance.now();
    renewal = renewLease(db, leaseId, { leaseMs })
      .then((held) => learn(held, at, [...renewedAt.keys()]))
      .catch((error: unknown) => logger.error({ err: error }, "Email lease not renewed"))
      .finally(() => (renewing = false));
  }, leaseMs / 3);
  timer.unref();

  return {
    async hold(id) {
      const at = renewedAt.get(id);
      const held =
        at !== undefined && (performance.now() - at < leaseMs / 2 || (await renewals.submit(id)));
      if (held) atMailServer += 1;
      return held;
    },
    async recordSent(id) {
      try {
        if (await deliveries.submit(id)) return;
        logger.warn(
          { emailId: id },
          `Email ${id} was delivered after its lease had passed to another worker`,
        );
      } catch (error) {
        // It goes out again once its lease runs out: delivery is at least once.
        logger.error({ emailId: id, err: error }, `Email ${id} was delivered but not recorded`);
      }
    },
    async recordFailed(id, failure) {
      atMailServer -= 1;
      // Deliveries waiting for this email to leave the mail server wait no longer.
      deliveries.consider();
      await markEmailFailed(db, { id, leaseId }, failure);
    },
    async release() {
      clearInterval(timer);
      await renewal;
    },
  };
}

/**
 * One statement for many emails: `write` is given every id waiting once `ready` says so (at
 * once unless given) or `maxWaitMs` after the first, and otherwise those that arrived while the
 * previous statement ran. It says which ids it applied to.
 */
function inBatches(
  write: (ids: string[]) => Promise<Set<string>>,
  {
    ready = () => true,
    maxWaitMs = 0,
  }: { ready?: (waiting: number) => boolean; maxWaitMs?: number } = {},
) {
  interface Waiting {
    id: string;
    resolve(applied: boolean): void;
    reject(error: unknown): void;
  }
  let waiting: Waiting[] = [];
  let writing = false;
  let timer: NodeJS.Timeout | null = null;

  async function writeWaiting() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (writing || waiting.length === 0) return;
    writing = true;
    const batch = waiting;
    waiting = [];
    try {
      const applied = await write(batch.map((entry) => entry.id));
      for (const entry of batch) entry.resolve(applied.has(entry.id));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
    writing = false;
    consider();
  }

  function consider() {
    if (writing || waiting.length === 0) return;
    if (ready(waiting.length)) void writeWaiting();
    else timer ??= setTimeout(() => void writeWaiting(), maxWaitMs);
  }

  return {
    submit(id: string): Promise<boolean> {
      return new Promise((resolve, reject) => {
        waiting.push({ id, resolve, reject });
        consider();
      });
    },
    consider,
  };
}
