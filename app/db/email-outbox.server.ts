import { and, count, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { emailOutbox, type OutboxEmail } from "./schema.server.ts";

export interface OutgoingEmail {
  recipient: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** A database or an open transaction: enqueue inside the caller's transaction. */
type Executor = Pick<Database, "insert">;

export async function enqueueEmail(
  executor: Executor,
  email: OutgoingEmail,
  now = new Date(),
): Promise<string> {
  // Due times use the application's clock, the same one claimDueEmails compares against.
  const [row] = await executor
    .insert(emailOutbox)
    .values({ ...email, headers: email.headers ?? {}, nextAttemptAt: now })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("The outbox insert returned no row");
  return row.id;
}

/**
 * Leases up to `limit` due emails to one worker. Rows locked by another worker are skipped,
 * and a lease that ran out (its worker died mid-send) makes the row due again.
 */
export async function claimDueEmails(
  db: Database,
  { limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date },
): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)),
        and(eq(emailOutbox.status, "sending"), lt(emailOutbox.leaseExpiresAt, now)),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });

  return db
    .update(emailOutbox)
    .set({
      status: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/**
 * Records a delivery. With `forgetContent`, the body and headers are blanked: account emails
 * carry links whose tokens open an account, and once the mail has left, a copy in the database
 * would only give those tokens to whoever can read it. Recipient, subject and times remain.
 */
export async function markEmailSent(
  db: Database,
  id: string,
  { now = new Date(), forgetContent = false }: { now?: Date; forgetContent?: boolean } = {},
) {
  await db
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: now,
      leaseExpiresAt: null,
      lastError: null,
      ...(forgetContent ? { html: "", text: "", headers: {} } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

/** Schedules another attempt at `retryAt`, or gives up for good when it is null. */
export async function markEmailFailed(
  db: Database,
  id: string,
  { error, retryAt }: { error: string; retryAt: Date | null },
) {
  await db
    .update(emailOutbox)
    .set(
      retryAt
        ? { status: "pending", nextAttemptAt: retryAt, leaseExpiresAt: null, lastError: error }
        : { status: "failed", leaseExpiresAt: null, lastError: error },
    )
    .where(eq(emailOutbox.id, id));
}

/** The newest emails first, for the development mailbox. */
export async function listRecentEmails(db: Database, limit: number): Promise<OutboxEmail[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

/** Emails not yet delivered: waiting for their first or next attempt, or being sent now. */
export async function countUndeliveredEmails(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "sending"]));
  return row?.count ?? 0;
}
