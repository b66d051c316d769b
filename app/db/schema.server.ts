import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    status: text({ enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseExpiresAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("email_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

export type OutboxEmail = typeof emailOutbox.$inferSelect;
