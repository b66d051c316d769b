import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { emailOutbox, type OutboxEmail } from "./schema.server.ts";
import { isUuid } from "#app/lib/uuid.ts";

export interface OutgoingEmail {
  recipient: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** An iCalendar invitation or cancellation, sent as the message's text/calendar part. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
  /** The contact message or consultation request the email is about. */
  contactId?: string;
  consultationId?: string;
}

/** A database or an open transaction: enqueue inside the caller's transaction. */
type Executor = Pick<Database, "insert">;

export async function enqueueEmail(
  executor: Executor,
  email: OutgoingEmail,
  now = new Date(),
): Promise<string> {
  const [id] = await enqueueEmails(executor, [email], now);
  return id!;
}

/** Queues several emails with one statement; their ids come back in the same order. */
export async function enqueueEmails(
  executor: Executor,
  emails: readonly OutgoingEmail[],
  now = new Date(),
): Promise<string[]> {
  if (emails.length === 0) return [];
  // Due times use the application's clock, the same one claimDueEmails compares against.
  const rows = await executor
    .insert(emailOutbox)
    .values(emails.map((email) => ({ ...email, headers: email.headers ?? {}, nextAttemptAt: now })))
    .returning({ id: emailOutbox.id });
  if (rows.length !== emails.length) throw new Error("The outbox insert returned too few rows");
  return rows.map((row) => row.id);
}

/**
 * Leases due emails to one worker: up to `limit` waiting ones, up to `limit` waiting newsletter
 * campaign emails and up to `limit` whose lease ran out (their worker died mid-send). Rows
 * locked by another worker are skipped.
 *
 * Campaign mail is claimed apart from the rest: a campaign queues thousands of emails at once,
 * and in one queue ordered by due time a password reset queued a moment later would wait for
 * all of them. With two scans, every claim takes the other mail first, so it waits at most for
 * the batch being sent, while the campaign still moves by a full batch per claim.
 */
export async function claimDueEmails(
  db: Database,
  { limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date },
): Promise<OutboxEmail[]> {
  // Two scans, each walking its partial index in order and stopping at the limit.
  const waitingOf = (name: string, kind: SQL) =>
    db.$with(name).as(
      db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now), kind))
        .orderBy(emailOutbox.nextAttemptAt)
        .limit(limit)
        .for("update", { skipLocked: true }),
    );
  const waiting = waitingOf("waiting", isNull(emailOutbox.campaignId));
  const campaign = waitingOf("campaign", isNotNull(emailOutbox.campaignId));
  const abandoned = db.$with("abandoned").as(
    db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "sending"), lt(emailOutbox.leaseExpiresAt, now)))
      .orderBy(emailOutbox.leaseExpiresAt)
      .limit(limit)
      .for("update", { skipLocked: true }),
  );
  return db
    .with(waiting, campaign, abandoned)
    .update(emailOutbox)
    .set({
      status: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
    })
    .where(
      inArray(
        emailOutbox.id,
        sql`(select ${waiting.id} from ${waiting} union all select ${campaign.id} from ${campaign}
          union all select ${abandoned.id} from ${abandoned})`,
      ),
    )
    .returning();
}

/**
 * Records deliveries. With `forgetContent`, the bodies and headers are blanked: account emails
 * carry links whose tokens open an account, and once the mail has left, a copy in the database
 * would only give those tokens to whoever can read it. Recipient, subject and times remain.
 */
export async function markEmailsSent(
  db: Database,
  ids: readonly string[],
  { now = new Date(), forgetContent = false }: { now?: Date; forgetContent?: boolean } = {},
) {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: now,
      leaseExpiresAt: null,
      lastError: null,
      ...(forgetContent ? { html: "", text: "", headers: {} } : {}),
    })
    .where(inArray(emailOutbox.id, [...ids]));
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

/** One email by its id; null for an id that names none (or is no UUID at all). */
export async function findEmail(db: Database, id: string): Promise<OutboxEmail | null> {
  if (!isUuid(id)) return null;
  const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return email ?? null;
}

/** Emails not yet delivered: waiting for their first or next attempt, or being sent now. */
export async function countUndeliveredEmails(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "sending"]));
  return row?.count ?? 0;
}
