import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const userStatuses = [
  "active",
  "inactive",
  "pending_deletion",
  "closed",
  "activation_requested",
  "recovery_requested",
  "request_recover",
  "request_reactivate",
] as const;
export type UserStatus = (typeof userStatuses)[number];

/**
 * Accounts (Better Auth's user model) together with the product's user record: display name
 * (name), photo (image), role, status, the AI model opt-in and the account lifecycle dates.
 */
export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    isAnonymous: boolean().default(false),
    role: text().notNull().default("free"),
    status: text({ enum: userStatuses }).notNull().default("active"),
    aiModelOptIn: boolean().notNull().default(true),
    deactivatedAt: timestamp({ withTimezone: true }),
    deletionRequestedAt: timestamp({ withTimezone: true }),
    scheduledDeletionDate: timestamp({ withTimezone: true }),
    recoveryRequestedAt: timestamp({ withTimezone: true }),
    reactivationRequestedAt: timestamp({ withTimezone: true }),
    activatedAt: timestamp({ withTimezone: true }),
    recoveredAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the newest reactivation link's token; a new request replaces it. */
    activationTokenHash: text(),
    activationRequestedDate: timestamp({ withTimezone: true }),
    /** SHA-256 of the newest recovery link's token; a new request replaces it. */
    recoveryTokenHash: text(),
    recoveryRequestedDate: timestamp({ withTimezone: true }),
    /** When the closed account's personal data was erased; the row remains as a tombstone. */
    purgedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  // Housekeeping looks for old anonymous visitors and old tombstones by age.
  (table) => [
    index("users_anonymous_created_idx")
      .on(table.createdAt)
      .where(sql`${table.isAnonymous}`),
    index("users_purged_at_idx")
      .on(table.purgedAt)
      .where(sql`${table.purgedAt} is not null`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    ...timestamps,
  },
  (table) => [
    index("sessions_user_id_idx").on(table.userId),
    index("sessions_expires_at_idx").on(table.expiresAt),
  ],
);

/** Ways to sign in to a user: a password ("credential") or an identity provider. */
export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    providerId: text().notNull(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/** Short-lived secrets (password reset, OAuth state), stored by a hash of their identifier. */
export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index("verifications_identifier_idx").on(table.identifier),
    index("verifications_expires_at_idx").on(table.expiresAt),
  ],
);
