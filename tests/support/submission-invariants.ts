import { sql } from "drizzle-orm";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { openDatabase, type DatabaseSettings } from "#app/db/client.server.ts";
import { consultationEmailSubjects } from "#app/inquiries/consultation-emails.server.ts";
import { contactEmailSubjects } from "#app/inquiries/contact-emails.server.ts";
import { queryRows } from "./test-database.ts";

export const TEAM_ADDRESS = "team@kestrel-ai.com";

export interface Submission {
  kind: "contact" | "consultation" | "sign-up";
  name: string;
  email: string;
  /** True once the server answered with its success message. */
  succeeded: boolean;
}

/** The emails one stored submission must have queued with it, as recipient and subject. */
export function emailsOf(kind: Submission["kind"], name: string, email: string) {
  switch (kind) {
    case "contact":
      return [
        [TEAM_ADDRESS, contactEmailSubjects.notification({ name, company: "Crash Test Ltd" })],
        [email, contactEmailSubjects.acknowledgement],
      ];
    case "consultation":
      return [
        [TEAM_ADDRESS, consultationEmailSubjects.notification({ name })],
        [email, consultationEmailSubjects.confirmation],
      ];
    case "sign-up":
      return [[email, accountEmailSubjects.verification]];
  }
}

export interface StoredState {
  /** Stored submissions by kind, each with the emails it must have queued. */
  stored: { kind: Submission["kind"]; name: string; email: string }[];
  /** Every outbox row as "recipient | subject", with its status. */
  outbox: { key: string; status: string }[];
  /** Broken invariants, as readable lines; empty when the data is whole. */
  problems: string[];
}

export const mailKey = (recipient: string, subject: string) => `${recipient} | ${subject}`;

/**
 * Opens the database a server left behind and checks that every change was written whole: each
 * contact message and consultation request with both of its emails, each account with its
 * password and its verification email, and no email without the record that caused it.
 */
export async function inspectStoredState(settings: DatabaseSettings): Promise<StoredState> {
  const handle = await openDatabase(settings);
  try {
    const db = handle.db;
    const contacts = await queryRows<{ name: string; email: string; user_id: string | null }>(
      db,
      sql`select name, email, user_id from contacts`,
    );
    const consultations = await queryRows<{ name: string; email: string; user_id: string | null }>(
      db,
      sql`select name, email, user_id from consultations`,
    );
    const users = await queryRows<{ id: string; name: string; email: string; anonymous: boolean }>(
      db,
      sql`select id, name, email, coalesce(is_anonymous, false) as anonymous from users`,
    );
    const passwords = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from accounts where provider_id = 'credential'`,
    );
    const outboxRows = await queryRows<{ recipient: string; subject: string; status: string }>(
      db,
      sql`select recipient, subject, status from email_outbox`,
    );

    const problems: string[] = [];
    const stored = [
      ...contacts.map((row) => ({ kind: "contact" as const, ...row })),
      ...consultations.map((row) => ({ kind: "consultation" as const, ...row })),
      ...users
        .filter((user) => !user.anonymous)
        .map((user) => ({ kind: "sign-up" as const, ...user })),
    ];
    const outbox = outboxRows.map((row) => ({
      key: mailKey(row.recipient, row.subject),
      status: row.status,
    }));
    const queued = new Map<string, number>();
    for (const { key } of outbox) queued.set(key, (queued.get(key) ?? 0) + 1);

    const expected = new Set<string>();
    for (const record of stored) {
      for (const [recipient, subject] of emailsOf(record.kind, record.name, record.email)) {
        const key = mailKey(recipient!, subject!);
        expected.add(key);
        if (queued.get(key) !== 1)
          problems.push(`${record.kind} ${record.name}: ${queued.get(key) ?? 0} × ${key}`);
      }
    }
    for (const key of queued.keys()) {
      if (!expected.has(key)) problems.push(`email without its record: ${key}`);
    }

    const userIds = new Set(users.map((user) => user.id));
    for (const row of [...contacts, ...consultations]) {
      if (row.user_id && !userIds.has(row.user_id))
        problems.push(`${row.name}: owned by a user that does not exist`);
    }
    const withPassword = new Map<string, number>();
    for (const { user_id } of passwords)
      withPassword.set(user_id, (withPassword.get(user_id) ?? 0) + 1);
    for (const user of users.filter((row) => !row.anonymous)) {
      if (withPassword.get(user.id) !== 1)
        problems.push(`user ${user.email}: ${withPassword.get(user.id) ?? 0} password rows`);
    }
    return { stored, outbox, problems };
  } finally {
    await handle.close();
  }
}
