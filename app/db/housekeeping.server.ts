import { and, eq, inArray, isNull, lt, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.server.ts";
import {
  auditLog,
  consultations,
  contacts,
  conversations,
  dataExports,
  emailOutbox,
  newsletterCampaigns,
  rateLimits,
  sessions,
  teamOnDuty,
  signInFailures,
  subscriptions,
  users,
  verifications,
} from "./schema.server.ts";
import { DAY_MS, HOUR_MS } from "#app/lib/durations.ts";
import { retention } from "#app/content/retention.ts";

/**
 * Rows each statement claims. Small enough that a batch holds its locks only briefly and never
 * makes one long transaction; large enough that a backlog of days clears in a few statements.
 */
export const HOUSEKEEPING_BATCH_SIZE = 500;

/**
 * How long a failed password check is kept. Longer than the sign-in throttle's 10-minute window,
 * so a failure is never gone while the throttle still counts it.
 */
const SIGN_IN_FAILURE_RETENTION_MS = HOUR_MS;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The same time of day `months` calendar months earlier (UTC), on the month's last day if need be. */
function monthsBefore(now: Date, months: number): Date {
  const day = now.getUTCDate();
  const date = new Date(now);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  date.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return date;
}

/** One sweep at `now`: how many rows it handled. */
export type Sweep = (now: Date) => Promise<number>;

/**
 * Deletes or blanks whatever has outlived its purpose: expired sign-in state, spent counters,
 * delivered mail, export files past their link, and personal data past the periods the privacy
 * policy promises.
 *
 * A retention period is over once it has fully run (`<=` the cutoff). Expiry follows the code
 * that reads the row: Better Auth still accepts a session or verification at its exact expiry
 * time, the rate limiter and the export download do not.
 *
 * Several server processes may run this at once on one PostgreSQL. Every statement claims its
 * batch with `for update skip locked`, so each row is handled by exactly one of them, and each
 * batch commits on its own.
 */
export function createHousekeeping<Extra extends string = never>({
  db,
  beforeMailDeletion,
}: {
  db: Database;
  /**
   * Sweeps of features that still read sent or failed mail (a campaign counts its totals from
   * it); they run, in their order, right before the sweeps that delete that mail.
   */
  beforeMailDeletion: Record<Extra, Sweep>;
}) {
  /** Up to one batch of ids matching `where` that no other process has claimed. */
  const claim = (table: PgTable, id: PgColumn, where: SQL | undefined) =>
    db
      .select({ id })
      .from(table)
      .where(where)
      .limit(HOUSEKEEPING_BATCH_SIZE)
      .for("update", { skipLocked: true });

  /**
   * Repeats a batch statement until a batch comes back short: what is left, if anything, is
   * claimed by another process. Returns how many rows this process handled.
   */
  async function inBatches(statement: () => Promise<unknown[]>): Promise<number> {
    let total = 0;
    for (;;) {
      const done = (await statement()).length;
      total += done;
      if (done < HOUSEKEEPING_BATCH_SIZE) return total;
    }
  }

  const deleteWhere = (table: PgTable, id: PgColumn, where: SQL | undefined) =>
    inBatches(() =>
      db
        .delete(table)
        .where(inArray(id, claim(table, id, where)))
        .returning({ id }),
    );

  const ownsNoRowIn = (table: PgTable, userId: PgColumn) =>
    notExists(
      db
        .select({ owned: sql`1` })
        .from(table)
        .where(eq(userId, users.id)),
    );

  // In the order they run: what a run removes first can leave an anonymous visitor owning
  // nothing, and the same run then removes the visitor.
  const sweepsBeforeMail = {
    expired_sessions: (now: Date) =>
      deleteWhere(sessions, sessions.id, lt(sessions.expiresAt, now)),

    expired_verifications: (now: Date) =>
      deleteWhere(verifications, verifications.id, lt(verifications.expiresAt, now)),

    expired_rate_limits: (now: Date) =>
      deleteWhere(rateLimits, rateLimits.key, lte(rateLimits.expiresAt, now)),

    lapsed_team_duty: (now: Date) =>
      deleteWhere(teamOnDuty, teamOnDuty.userId, lte(teamOnDuty.until, now.getTime())),

    old_sign_in_failures: (now: Date) =>
      deleteWhere(
        signInFailures,
        signInFailures.id,
        lte(signInFailures.createdAt, new Date(now.getTime() - SIGN_IN_FAILURE_RETENTION_MS)),
      ),
  };

  // The sweeps handed in run here, while the mail they read is still kept.
  const sweepsFromMail = {
    old_sent_emails: (now: Date) =>
      deleteWhere(
        emailOutbox,
        emailOutbox.id,
        and(
          eq(emailOutbox.status, "sent"),
          lte(emailOutbox.sentAt, daysBefore(now, retention.sentEmailDays)),
        ),
      ),

    old_failed_emails: (now: Date) =>
      deleteWhere(
        emailOutbox,
        emailOutbox.id,
        and(
          eq(emailOutbox.status, "failed"),
          lte(emailOutbox.createdAt, daysBefore(now, retention.failedEmailDays)),
        ),
      ),

    // The file is the whole copy of a person's data; once its link is dead nobody may fetch it,
    // so it goes at once. The request row stays as the record that an export was made.
    expired_export_files: (now: Date) =>
      inBatches(() =>
        db
          .update(dataExports)
          .set({ status: "expired", content: null, tokenHash: null })
          .where(
            inArray(
              dataExports.id,
              claim(
                dataExports,
                dataExports.id,
                and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now)),
              ),
            ),
          )
          .returning({ id: dataExports.id }),
      ),

    old_exports: (now: Date) =>
      deleteWhere(
        dataExports,
        dataExports.id,
        and(
          inArray(dataExports.status, ["downloaded", "expired"]),
          lte(dataExports.requestedAt, daysBefore(now, retention.endedExportDays)),
        ),
      ),

    // A signed-in user's conversations live as long as the account; only visitors' age out.
    old_visitor_conversations: (now: Date) =>
      deleteWhere(
        conversations,
        conversations.id,
        and(
          eq(conversations.isAnonymous, true),
          lte(
            conversations.lastUpdatedAt,
            daysBefore(now, retention.visitorConversationDays).getTime(),
          ),
        ),
      ),

    old_contacts: (now: Date) =>
      deleteWhere(
        contacts,
        contacts.id,
        or(
          and(
            eq(contacts.status, "spam"),
            lte(contacts.createdAt, daysBefore(now, retention.spamDays)),
          ),
          lte(contacts.createdAt, monthsBefore(now, retention.formMonths)),
        ),
      ),

    old_consultations: (now: Date) =>
      deleteWhere(
        consultations,
        consultations.id,
        or(
          and(
            eq(consultations.status, "spam"),
            lte(consultations.createdAt, daysBefore(now, retention.spamDays)),
          ),
          lte(consultations.createdAt, monthsBefore(now, retention.formMonths)),
        ),
      ),

    old_opt_outs: (now: Date) => {
      const cutoff = monthsBefore(now, retention.optOutMonths);
      return deleteWhere(
        subscriptions,
        subscriptions.id,
        or(
          and(
            inArray(subscriptions.status, ["unsubscribed", "unsubscribe_requested"]),
            or(
              lte(subscriptions.unsubscribedAt, cutoff),
              and(isNull(subscriptions.unsubscribedAt), lte(subscriptions.createdAt, cutoff)),
            ),
          ),
          // Sign-ups by robots (the honeypot filled in) go like the forms' spam.
          and(
            eq(subscriptions.status, "spam"),
            lte(subscriptions.createdAt, daysBefore(now, retention.spamDays)),
          ),
        ),
      );
    },

    // One is made for every first-time visitor who writes something; those whose writing went
    // nowhere (or has since been deleted) are of no further use. Their sessions go by cascade.
    unused_anonymous_users: (now: Date) =>
      deleteWhere(
        users,
        users.id,
        and(
          eq(users.isAnonymous, true),
          lte(users.createdAt, daysBefore(now, retention.anonymousVisitorDays)),
          ownsNoRowIn(contacts, contacts.userId),
          ownsNoRowIn(consultations, consultations.userId),
          ownsNoRowIn(subscriptions, subscriptions.userId),
          ownsNoRowIn(conversations, conversations.userId),
          ownsNoRowIn(dataExports, dataExports.userId),
        ),
      ),

    old_tombstones: (now: Date) =>
      deleteWhere(
        users,
        users.id,
        lte(users.purgedAt, monthsBefore(now, retention.tombstoneMonths)),
      ),

    old_audit_entries: (now: Date) =>
      deleteWhere(
        auditLog,
        auditLog.id,
        lte(auditLog.createdAt, monthsBefore(now, retention.auditMonths)),
      ),

    old_campaigns: (now: Date) =>
      deleteWhere(
        newsletterCampaigns,
        newsletterCampaigns.id,
        lte(newsletterCampaigns.createdAt, monthsBefore(now, retention.campaignMonths)),
      ),
  };

  type Job = keyof typeof sweepsBeforeMail | Extra | keyof typeof sweepsFromMail;
  const sweeps: Record<Job, Sweep> = {
    ...sweepsBeforeMail,
    ...beforeMailDeletion,
    ...sweepsFromMail,
  };

  return {
    /** Every sweep, one after the other; how many rows each removed (or, for exports, erased). */
    async run(now: Date): Promise<Record<Job, number>> {
      const counts = {} as Record<Job, number>;
      for (const job of Object.keys(sweeps) as Job[]) counts[job] = await sweeps[job](now);
      return counts;
    },
  };
}

export type Housekeeping<Extra extends string = never> = ReturnType<
  typeof createHousekeeping<Extra>
>;
export type HousekeepingCounts<Extra extends string = never> = Awaited<
  ReturnType<Housekeeping<Extra>["run"]>
>;
