import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { campaignSweeps } from "#app/admin/campaigns/campaign-progress.server.ts";
import {
  createHousekeeping,
  type Housekeeping,
  type HousekeepingCounts,
} from "#app/db/housekeeping.server.ts";
import {
  auditLog,
  consultations,
  contacts,
  conversations,
  dataExports,
  emailOutbox,
  newsletterCampaigns,
  sessions,
  users,
} from "#app/db/schema.server.ts";
import { createTestDatabase, type TestDatabase, type testDrivers } from "./test-database.ts";

/** The sweeps the app adds to housekeeping's own. */
type CampaignSweep = keyof ReturnType<typeof campaignSweeps>;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The moment housekeeping runs. Twenty-four calendar months before it are 731 days. */
export const now = new Date("2026-01-15T12:00:00.000Z");
export const ago = (ms: number) => new Date(now.getTime() - ms);
export const at = (iso: string) => new Date(iso);

/** The counts of a run that found nothing to do; tests spread what they expect over it. */
export const nothing: HousekeepingCounts<CampaignSweep> = {
  expired_sessions: 0,
  expired_verifications: 0,
  expired_rate_limits: 0,
  lapsed_team_duty: 0,
  old_sign_in_failures: 0,
  finished_campaigns: 0,
  old_sent_emails: 0,
  old_failed_emails: 0,
  expired_export_files: 0,
  old_exports: 0,
  old_visitor_conversations: 0,
  old_contacts: 0,
  old_consultations: 0,
  old_opt_outs: 0,
  unused_anonymous_users: 0,
  old_tombstones: 0,
  old_audit_entries: 0,
  old_campaigns: 0,
};

/**
 * A test database for the enclosing `describe`, emptied before every test so that each one sees
 * only its own rows, with housekeeping and helpers that write rows in as few fields as possible.
 */
export function useHousekeepingDatabase(driver: (typeof testDrivers)[number]) {
  let database: TestDatabase;
  const db = () => database.handle.db;
  let housekeeping: Housekeeping<CampaignSweep>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    housekeeping = createHousekeeping({ db: db(), beforeMailDeletion: campaignSweeps(db()) });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db().execute(
      sql`truncate users, sessions, verifications, rate_limits, sign_in_failures, email_outbox,
        data_exports, conversations, conversation_events, contacts, consultations, subscriptions,
        audit_log, newsletter_campaigns cascade`,
    );
  });

  return {
    db,
    run: (moment: Date) => housekeeping.run(moment),

    /** The values of `column` left in `table`, sorted. */
    async left(table: PgTable, column: PgColumn) {
      const rows = await db().select({ value: column }).from(table);
      return rows.map((row) => String(row.value)).sort();
    },

    user: (id: string, fields: Partial<typeof users.$inferInsert> = {}) =>
      db()
        .insert(users)
        .values({ id, name: id, email: `${id}@example.com`, ...fields }),

    session: (id: string, userId: string, expiresAt: Date) =>
      db()
        .insert(sessions)
        .values({ id, token: `token-${id}`, userId, expiresAt }),

    contact: (name: string, fields: Partial<typeof contacts.$inferInsert> = {}) =>
      db()
        .insert(contacts)
        .values({ name, email: "c@example.com", company: "C", message: "Hello", ...fields }),

    consultation: (name: string, fields: Partial<typeof consultations.$inferInsert> = {}) =>
      db()
        .insert(consultations)
        .values({
          name,
          email: "c@example.com",
          aiNeeds: "AI Automation",
          selectedDates: [],
          aiAdoptionChallenge: "Other",
          aiUsageType: "Multiple areas",
          aiExperience: "Starting fresh with AI",
          ...fields,
        }),

    conversation: (title: string, userId: string, isAnonymous: boolean, lastUpdated: Date) =>
      db()
        .insert(conversations)
        .values({
          title,
          userId,
          isAnonymous,
          adkSessionId: "adk",
          clientSessionId: "client",
          createdAt: lastUpdated.getTime(),
          lastUpdatedAt: lastUpdated.getTime(),
        })
        .returning({ id: conversations.id }),

    email: (subject: string, fields: Partial<typeof emailOutbox.$inferInsert>) =>
      db()
        .insert(emailOutbox)
        .values({ recipient: "r@example.com", subject, html: "", text: "", ...fields }),

    auditEntry: (action: string, createdAt: Date) =>
      db().insert(auditLog).values({
        actorEmail: "team@example.com",
        action,
        targetType: "campaign",
        targetId: "t",
        createdAt,
      }),

    campaign: (subject: string, fields: Partial<typeof newsletterCampaigns.$inferInsert> = {}) =>
      db()
        .insert(newsletterCampaigns)
        .values({ subject, bodyMarkdown: "Hello", createdByEmail: "team@example.com", ...fields })
        .returning({ id: newsletterCampaigns.id }),

    /** An export of the user "holder" (or `fields.userId`), its content and token named by `label`. */
    dataExport: (label: string, fields: Partial<typeof dataExports.$inferInsert>) =>
      db()
        .insert(dataExports)
        .values({ userId: "holder", content: label, tokenHash: `hash-${label}`, ...fields }),
  };
}
