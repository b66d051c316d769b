import { count, desc } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { auditLog } from "#app/db/schema.server.ts";
import { COMMAND_LINE_ACTOR } from "./audit-labels.ts";
import type { ConsoleActor } from "./console-access.server.ts";

/**
 * The kinds of record an action is taken on: the console's own records, and the accounts that
 * are given or lose console access.
 */
export type AuditTarget =
  "contact" | "consultation" | "campaign" | "subscribers" | "inquiries" | "account";

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
  return { entries, total: total?.total ?? 0 };
}
