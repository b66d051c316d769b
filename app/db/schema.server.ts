import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { users } from "./auth-schema.server.ts";

export * from "./auth-schema.server.ts";

/**
 * Transactional outbox: an email is written here in the same transaction as the change
 * that causes it, and a worker delivers it afterwards. A crash or an SMTP outage can delay
 * mail but never lose it, and a rolled-back change never sends one.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    recipient: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** An iCalendar invitation sent as the message's calendar part (text/calendar). */
    calendar: jsonb().$type<{ method: "REQUEST" | "CANCEL"; content: string }>(),
    /** The inquiry the email is about, so the console can list the emails sent about it. */
    contactId: uuid(),
    consultationId: uuid(),
    /** The newsletter campaign the email belongs to: at most one per recipient. */
    campaignId: uuid(),
    status: text({ enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseExpiresAt: timestamp({ withTimezone: true }),
    /**
     * The last claim's id, written afresh by every claim: a worker may renew, send or record an
     * email only while it is being sent under its own claim, so one whose lease was taken over
     * cannot. Kept afterwards: emails delivered together share it.
     */
    leaseId: uuid(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  // Partial indexes: the worker's scans read only waiting or leased rows, in due order, and
  // delivered mail (most of the table) is in neither. Housekeeping finds old delivered mail by
  // its delivery time.
  (table) => [
    index("email_outbox_sent_idx")
      .on(table.sentAt)
      .where(sql`${table.status} = 'sent'`),
    index("email_outbox_failed_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'failed'`),
    index("email_outbox_pending_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("email_outbox_leased_idx")
      .on(table.leaseExpiresAt)
      .where(sql`${table.status} = 'sending'`),
    index("email_outbox_contact_idx")
      .on(table.contactId)
      .where(sql`${table.contactId} is not null`),
    index("email_outbox_consultation_idx")
      .on(table.consultationId)
      .where(sql`${table.consultationId} is not null`),
    uniqueIndex("email_outbox_campaign_recipient_idx")
      .on(table.campaignId, table.recipient)
      .where(sql`${table.campaignId} is not null`),
  ],
);

export type OutboxEmail = typeof emailOutbox.$inferSelect;

/**
 * Newsletter subscriptions. The id doubles as the unsubscribe token, so it is a random
 * 128-bit value made by the application, never a sequence.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text().primaryKey(),
    email: text().notNull(),
    status: text({
      enum: ["subscribed", "unsubscribe_requested", "unsubscribed", "spam"],
    }).notNull(),
    userId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  // One active subscription per address: subscribing again changes nothing.
  (table) => [
    uniqueIndex("subscriptions_active_email_idx")
      .on(table.email)
      .where(sql`${table.status} = 'subscribed'`),
    index("subscriptions_user_id_idx").on(table.userId),
    index("subscriptions_opted_out_idx")
      .on(table.unsubscribedAt)
      .where(sql`${table.status} <> 'subscribed'`),
  ],
);

export type Subscription = typeof subscriptions.$inferSelect;

/**
 * Fixed-window request counters, shared by every server process through the database. A row
 * lives until its window ends; housekeeping then deletes it.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_expires_at_idx").on(table.expiresAt)],
);

/**
 * Password checks that failed (or are under way), for sign-in throttling. A row is kept for the
 * throttle's window, and one client's rows for an account go as soon as it signs in to it.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    /** SHA-256 of the normalised email address that was tried. */
    accountKey: text().notNull(),
    /** The client's address as per-IP budgets count it (an IPv6 client by its /64). */
    clientKey: text().notNull(),
    /** The known-device entry the attempt came with; null for a client the account never saw. */
    deviceId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index("sign_in_failures_account_idx").on(table.accountKey, table.createdAt),
    index("sign_in_failures_client_idx").on(table.clientKey, table.createdAt),
    index("sign_in_failures_device_idx")
      .on(table.deviceId, table.createdAt)
      .where(sql`${table.deviceId} is not null`),
    index("sign_in_failures_created_idx").on(table.createdAt),
  ],
);

/** Secrets the application makes for itself on first start, shared by every server process. */
export const appSecrets = pgTable("app_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Requests for a copy of a user's data. A worker gathers the data into `content` and emails a
 * single-use download link; only a hash of its token is kept.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "ready", "downloaded", "expired"] })
      .notNull()
      .default("pending"),
    tokenHash: text(),
    content: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    downloadedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("data_exports_status_idx").on(table.status),
    index("data_exports_expires_at_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'ready'`),
  ],
);

/** Where an inquiry stands in the team's inbox. Spam caught by the honeypot starts as spam. */
export const inquiryStatuses = ["new", "in_progress", "done", "spam"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** Messages sent through the contact form or passed on from the chat. Spam caught by the honeypot is kept, never delivered. */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    company: text().notNull(),
    message: text().notNull(),
    status: text({ enum: inquiryStatuses }).notNull().default("new"),
    /** When a team member first opened it in the console; null while unread. */
    readAt: timestamp({ withTimezone: true }),
    /** The contact form, or a question the chat assistant passed on with its transcript. */
    source: text({ enum: ["form", "chat"] })
      .notNull()
      .default("form"),
    userId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contacts_user_id_idx").on(table.userId),
    index("contacts_created_at_idx").on(table.createdAt),
  ],
);

/** Requests made through the consultation wizard. */
export const consultations = pgTable(
  "consultations",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    company: text().notNull().default(""),
    industry: text().notNull().default(""),
    aiNeeds: text().notNull(),
    message: text().notNull().default(""),
    selectedDates: jsonb().$type<{ date: string; times: string[] }[]>().notNull(),
    lastSelectedDate: text(),
    aiAdoptionChallenge: text().notNull(),
    aiUsageType: text().notNull(),
    aiExperience: text().notNull(),
    schedulingPreferences: text().notNull().default(""),
    status: text({ enum: inquiryStatuses }).notNull().default("new"),
    readAt: timestamp({ withTimezone: true }),
    /**
     * The meeting the team confirmed: the times chosen on the site are only preferences until
     * then. The invitation's UID is stable across reschedules; SEQUENCE counts its versions.
     */
    meetingStatus: text({ enum: ["confirmed", "cancelled"] }),
    meetingStartsAt: timestamp({ withTimezone: true }),
    meetingDurationMinutes: integer(),
    meetingLocation: text(),
    meetingUid: text(),
    meetingSequence: integer().notNull().default(0),
    /**
     * The team member who confirmed the meeting: the attendee who chairs it and gets a copy of
     * each version. Kept for every update, whoever makes it.
     */
    meetingHostEmail: text(),
    meetingHostName: text(),
    userId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consultations_user_id_idx").on(table.userId),
    index("consultations_created_at_idx").on(table.createdAt),
  ],
);

/**
 * Chat conversations. Times are epoch milliseconds, as in the product's conversation record (docs/product.md#35-server-side-rules); the
 * events are rows of their own so that a turn appends one row rather than rewriting a list.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().notNull(),
    userName: text(),
    userEmail: text(),
    isAnonymous: boolean().notNull(),
    adkSessionId: text().notNull(),
    createdAt: bigint({ mode: "number" }).notNull(),
    lastUpdatedAt: bigint({ mode: "number" }).notNull(),
    mode: text({ enum: ["TEXT"] })
      .notNull()
      .default("TEXT"),
    clientSessionId: text().notNull(),
    status: text({ enum: ["open"] })
      .notNull()
      .default("open"),
    title: text().notNull().default("New conversation"),
    /** When the visitor passed the conversation on to the team (epoch ms); null if never. */
    handedOverAt: bigint({ mode: "number" }),
    /**
     * Until when the visitor's socket is known to be open (epoch ms): renewed by the process
     * holding it, cleared when it closes, and lapsing by itself when that process dies.
     */
    visitorOnlineUntil: bigint({ mode: "number" }),
    /** When the visitor asked for a person while the team was on duty (epoch ms). */
    personRequestedAt: bigint({ mode: "number" }),
    /** The team member talking to the visitor now, in place of the assistant. */
    teamMemberId: text(),
    teamMemberName: text(),
  },
  (table) => [
    index("conversations_user_id_idx").on(table.userId),
    index("conversations_visitor_updated_idx")
      .on(table.lastUpdatedAt)
      .where(sql`${table.isAnonymous}`),
  ],
);

export const conversationEvents = pgTable(
  "conversation_events",
  {
    /** Insertion order, which is the order of the conversation. */
    position: bigserial({ mode: "number" }).primaryKey(),
    eventId: text().notNull().unique(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    timestamp: bigint({ mode: "number" }).notNull(),
    author: text({ enum: ["user", "root_agent", "team"] }).notNull(),
    /** The team member who wrote a "team" line, by name as the visitor saw it. */
    authorName: text(),
    invocationId: text().notNull(),
    branch: text(),
    isPartial: boolean().notNull().default(false),
    isTurnComplete: boolean().notNull(),
    textContent: text().notNull(),
    /** Which assistant wrote a reply: "built-in" or the language model's name. */
    engine: text(),
    /** When a team member's line reached the visitor's chat (epoch ms); null until it has. */
    deliveredAt: bigint({ mode: "number" }),
  },
  (table) => [index("conversation_events_conversation_idx").on(table.conversationId)],
);

/**
 * Team members with the console open, each until a lease their open pages renew. A row lives
 * until its lease lapses and housekeeping removes it, or the account is deleted.
 */
export const teamOnDuty = pgTable("team_on_duty", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  until: bigint({ mode: "number" }).notNull(),
});

/**
 * Who may open the team console (/admin), granted and revoked on the command line. A row lives
 * until access is revoked or the account is deleted.
 */
export const teamMembers = pgTable("team_members", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What team members did in the console, and who was given or lost access to it: who, what, when,
 * on which record. The actor's email is copied so the entry still reads right after the account
 * is gone; a change made with the command-line tool has no actor account and `command line` in
 * its place. Kept 24 months.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    actorUserId: text(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    detail: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_target_idx").on(table.targetType, table.targetId),
  ],
);

/**
 * The team's internal notes and the replies it sent, on a contact message or a consultation
 * request. They go with the inquiry they belong to.
 */
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    contactId: uuid().references(() => contacts.id, { onDelete: "cascade" }),
    consultationId: uuid().references(() => consultations.id, { onDelete: "cascade" }),
    kind: text({ enum: ["note", "reply"] }).notNull(),
    authorEmail: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("inquiry_notes_contact_idx").on(table.contactId),
    index("inquiry_notes_consultation_idx").on(table.consultationId),
  ],
);

/**
 * Newsletter campaigns. Sending queues one outbox email per subscribed address (the outbox's
 * unique campaign-recipient index makes that exactly once); the totals are filled in when the
 * last one has been delivered or given up. Kept 24 months.
 */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: uuid().primaryKey().defaultRandom(),
    subject: text().notNull(),
    bodyMarkdown: text().notNull(),
    status: text({ enum: ["draft", "sending", "sent"] })
      .notNull()
      .default("draft"),
    createdByEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    recipients: integer().notNull().default(0),
    delivered: integer().notNull().default(0),
    failed: integer().notNull().default(0),
  },
  (table) => [index("newsletter_campaigns_created_at_idx").on(table.createdAt)],
);
