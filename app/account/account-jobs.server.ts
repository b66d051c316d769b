import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { campaignSweeps } from "#app/admin/campaigns/campaign-progress.server.ts";
import { conversationsOf } from "#app/chat/conversations/conversations.server.ts";
import type { Database } from "#app/db/client.server.ts";
import { createHousekeeping } from "#app/db/housekeeping.server.ts";
import {
  accounts,
  consultations,
  contacts,
  conversations,
  dataExports,
  sessions,
  subscriptions,
  users,
} from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import { dataExportReadyEmail } from "#app/auth/account-emails.server.ts";
import { hashToken, randomToken } from "#app/lib/tokens.server.ts";
import { RECOVERY_LIMIT_DAYS } from "./account-messages.ts";
import { DAY_MS } from "#app/lib/durations.ts";

const EXPORT_LINK_VALID_MS = DAY_MS;

export interface AccountJobsDependencies {
  db: Database;
  mailer: Mailer;
  appUrl: string;
}

/**
 * Work that falls due with time: closing accounts after their grace period, erasing closed
 * accounts' personal data after 30 days, preparing data exports, and housekeeping (deleting what
 * has expired or outlived its retention period). Every step claims its rows atomically, so
 * several server processes can run it at once and each item is done once.
 */
/** A ready export whose download link is this token and has not expired. */
const usableLink = (token: string, now: Date) =>
  and(
    eq(dataExports.tokenHash, hashToken(token)),
    eq(dataExports.status, "ready"),
    gt(dataExports.expiresAt, now),
  );

export function createAccountJobs({ db, mailer, appUrl }: AccountJobsDependencies) {
  const housekeeping = createHousekeeping({ db, beforeMailDeletion: campaignSweeps(db) });

  /** pending_deletion accounts past their scheduled date become closed. */
  async function closeDueAccounts(now: Date): Promise<number> {
    const closed = await db
      .update(users)
      .set({ status: "closed" })
      .where(and(eq(users.status, "pending_deletion"), lte(users.scheduledDeletionDate, now)))
      .returning({ id: users.id });
    return closed.length;
  }

  /**
   * Thirty days after the deletion request, a closed account keeps only a tombstone: its email
   * is released (so the address can sign up again) and its personal data is erased.
   */
  async function purgeClosedAccounts(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - RECOVERY_LIMIT_DAYS * DAY_MS);
    const due = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.status, "closed"),
          isNull(users.purgedAt),
          lte(users.deletionRequestedAt, cutoff),
        ),
      );
    let purged = 0;
    for (const { id } of due) {
      const erased = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(users)
          .set({
            purgedAt: now,
            email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
            name: "Deleted user",
            image: null,
            emailVerified: false,
            activationTokenHash: null,
            recoveryTokenHash: null,
          })
          .where(and(eq(users.id, id), isNull(users.purgedAt)))
          .returning({ id: users.id });
        if (!claimed) return false;
        await tx.delete(accounts).where(eq(accounts.userId, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(subscriptions).where(eq(subscriptions.userId, id));
        await tx.delete(dataExports).where(eq(dataExports.userId, id));
        // Deleting a conversation deletes its events (foreign key cascade).
        await tx.delete(conversations).where(eq(conversations.userId, id));
        // Messages stay for the business record, without anything that identifies the sender.
        await tx
          .update(contacts)
          .set({
            name: "Deleted user",
            email: "deleted@deleted.invalid",
            company: "",
            userId: null,
          })
          .where(eq(contacts.userId, id));
        await tx
          .update(consultations)
          .set({
            name: "Deleted user",
            email: "deleted@deleted.invalid",
            company: "",
            message: "",
            userId: null,
          })
          .where(eq(consultations.userId, id));
        return true;
      });
      if (erased) purged += 1;
    }
    return purged;
  }

  /** Everything the product holds about a user, as one document (read in the caller's transaction). */
  async function gatherUserData(executor: Pick<Database, "select">, userId: string, now: Date) {
    const [account] = await executor
      .select({
        id: users.id,
        email: users.email,
        displayName: users.name,
        photoURL: users.image,
        createdAt: users.createdAt,
        role: users.role,
        status: users.status,
        verified: users.emailVerified,
        aiModelOptIn: users.aiModelOptIn,
      })
      .from(users)
      .where(eq(users.id, userId));
    const userSubscriptions = await executor
      .select({
        email: subscriptions.email,
        status: subscriptions.status,
        createdAt: subscriptions.createdAt,
        unsubscribedAt: subscriptions.unsubscribedAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    const userContacts = await executor
      .select({
        name: contacts.name,
        email: contacts.email,
        company: contacts.company,
        message: contacts.message,
        status: contacts.status,
        createdAt: contacts.createdAt,
      })
      .from(contacts)
      .where(eq(contacts.userId, userId));
    const userConsultations = await executor
      .select({
        name: consultations.name,
        email: consultations.email,
        company: consultations.company,
        industry: consultations.industry,
        aiNeeds: consultations.aiNeeds,
        message: consultations.message,
        selectedDates: consultations.selectedDates,
        lastSelectedDate: consultations.lastSelectedDate,
        aiAdoptionChallenge: consultations.aiAdoptionChallenge,
        aiUsageType: consultations.aiUsageType,
        aiExperience: consultations.aiExperience,
        schedulingPreferences: consultations.schedulingPreferences,
        status: consultations.status,
        createdAt: consultations.createdAt,
      })
      .from(consultations)
      .where(eq(consultations.userId, userId));
    return {
      exportedAt: now.toISOString(),
      account,
      subscriptions: userSubscriptions,
      contacts: userContacts,
      consultations: userConsultations,
      conversations: await conversationsOf(executor, userId),
    };
  }

  /** Prepares pending exports and emails their single-use download links. */
  async function prepareExports(now: Date): Promise<number> {
    let prepared = 0;
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const [job] = await tx
          .select({ id: dataExports.id, userId: dataExports.userId })
          .from(dataExports)
          .where(eq(dataExports.status, "pending"))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!job) return false;
        const [user] = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, job.userId));
        const token = randomToken(32);
        await tx
          .update(dataExports)
          .set({
            status: "ready",
            content: JSON.stringify(await gatherUserData(tx, job.userId, now), null, 2),
            tokenHash: hashToken(token),
            readyAt: now,
            expiresAt: new Date(now.getTime() + EXPORT_LINK_VALID_MS),
          })
          .where(eq(dataExports.id, job.id));
        if (user) {
          const url = `${appUrl}/data-export?${new URLSearchParams({ token })}`;
          await mailer.queue(tx, {
            recipient: user.email,
            ...dataExportReadyEmail({ name: user.name, url }),
          });
        }
        return true;
      });
      if (!done) return prepared;
      prepared += 1;
      mailer.deliverSoon();
    }
  }

  return {
    closeDueAccounts,
    purgeClosedAccounts,
    prepareExports,

    async requestExport(userId: string) {
      await db.insert(dataExports).values({ userId });
    },

    /** Whose data a still-usable download link is for, without using it; null when it is not usable. */
    async exportOwner(token: string, now = new Date()): Promise<string | null> {
      if (!token) return null;
      const [job] = await db
        .select({ userId: dataExports.userId })
        .from(dataExports)
        .where(usableLink(token, now));
      return job?.userId ?? null;
    },

    /**
     * The export's JSON, once, and only to the account it was made for: the first successful
     * download uses the link up. A link forwarded or intercepted opens nothing on its own.
     */
    async downloadExport(token: string, userId: string, now = new Date()): Promise<string | null> {
      if (!token) return null;
      return db.transaction(async (tx) => {
        const [job] = await tx
          .select({ id: dataExports.id, content: dataExports.content })
          .from(dataExports)
          .where(and(usableLink(token, now), eq(dataExports.userId, userId)))
          .for("update");
        if (!job?.content) return null;
        await tx
          .update(dataExports)
          .set({ status: "downloaded", downloadedAt: now, content: null })
          .where(eq(dataExports.id, job.id));
        return job.content;
      });
    },

    /** Everything due at `now`, in order; housekeeping adds a count per sweep. */
    async runDue(now = new Date()) {
      return {
        closed: await closeDueAccounts(now),
        purged: await purgeClosedAccounts(now),
        exports: await prepareExports(now),
        ...(await housekeeping.run(now)),
      };
    },
  };
}

export type AccountJobs = ReturnType<typeof createAccountJobs>;

export interface AccountJobSchedulerOptions {
  logger: Logger;
  /** Told how many items each run processed, for the server's metrics. */
  onRun?: (processed: Awaited<ReturnType<AccountJobs["runDue"]>>) => void;
  intervalMs?: number;
}

/** Runs the due work every minute in the server process, and sooner when nudged. */
export function startAccountJobScheduler(
  jobs: AccountJobs,
  { logger, onRun, intervalMs = 60_000 }: AccountJobSchedulerOptions,
) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= jobs
      .runDue()
      .then((processed) => onRun?.(processed))
      .catch((error: unknown) => logger.error({ err: error }, "Account jobs failed"))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  void run();
  return {
    nudge: () => void run(),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
