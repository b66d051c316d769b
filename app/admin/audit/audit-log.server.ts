import { count, desc, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import {
  auditLog,
  consultations,
  contacts,
  conversations,
  newsletterCampaigns,
} from "#app/db/schema.server.ts";
import { COMMAND_LINE_ACTOR } from "./audit-labels.ts";
import type { ConsoleActor } from "../console/console-access.server.ts";

/**
 * The kinds of record an action is taken on: the console's own records, and the accounts that
 * are given or lose console access.
 */
export type AuditTarget =
  | "contact"
  | "consultation"
  | "campaign"
  | "conversation"
  | "subscribers"
  | "inquiries"
  | "account";

/** Who made a change: a team member in the console, or an operator with the command-line tool. */
export type AuditActor = ConsoleActor | typeof COMMAND_LINE_ACTOR;

export interface AuditEntryInput {
  action: string;
  targetType: AuditTarget;
  targetId: string;
  detail?: Record<string, string | number | null>;
}

/** A database or an open transaction: the entry commits with the change it records. */
type Executor = Pick<Database, "insert">;

export async function recordAudit(executor: Executor, actor: AuditActor, entry: AuditEntryInput) {
  const fromCommandLine = actor === COMMAND_LINE_ACTOR;
  await executor.insert(auditLog).values({
    actorUserId: fromCommandLine ? null : actor.userId,
    actorEmail: fromCommandLine ? COMMAND_LINE_ACTOR : actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
  });
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAuditEntries(db: Database, page: number) {
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { entries, total: total?.total ?? 0, names: await recordNames(db, entries) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the records of a page of entries are called now, keyed "type:id": the person who sent a
 * message or booked, a campaign's subject. A record housekeeping has since deleted has none.
 */
async function recordNames(
  db: Database,
  entries: readonly { targetType: string; targetId: string }[],
): Promise<Record<string, string>> {
  const idsOf = (type: AuditTarget) => [
    ...new Set(
      entries
        .filter((entry) => entry.targetType === type && UUID.test(entry.targetId))
        .map((entry) => entry.targetId),
    ),
  ];
  const lookUp = async (
    type: AuditTarget,
    find: (ids: string[]) => Promise<{ id: string; name: string }[]>,
  ) => {
    const ids = idsOf(type);
    const rows = ids.length > 0 ? await find(ids) : [];
    return rows.map((row) => [`${type}:${row.id}`, row.name] as const);
  };
  const found = await Promise.all([
    lookUp("contact", (ids) =>
      db
        .select({ id: contacts.id, name: contacts.name })
        .from(contacts)
        .where(inArray(contacts.id, ids)),
    ),
    lookUp("consultation", (ids) =>
      db
        .select({ id: consultations.id, name: consultations.name })
        .from(consultations)
        .where(inArray(consultations.id, ids)),
    ),
    lookUp("campaign", (ids) =>
      db
        .select({ id: newsletterCampaigns.id, name: newsletterCampaigns.subject })
        .from(newsletterCampaigns)
        .where(inArray(newsletterCampaigns.id, ids)),
    ),
    lookUp("conversation", (ids) =>
      db
        .select({
          id: conversations.id,
          name: sql<string>`coalesce(${conversations.userName}, ${conversations.userEmail}, 'a visitor')`,
        })
        .from(conversations)
        .where(inArray(conversations.id, ids)),
    ),
  ]);
  return Object.fromEntries(found.flat());
}
