import { count, desc } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { auditLog } from "#app/db/schema.server.ts";
import type { ConsoleActor } from "./console-access.server.ts";

/** The kinds of record an action is taken on; each has a page in the console. */
export type AuditTarget = "contact" | "consultation" | "campaign" | "subscribers" | "inquiries";

export interface AuditEntryInput {
  action: string;
  targetType: AuditTarget;
  targetId: string;
  detail?: Record<string, string | number | null>;
}

/** A database or an open transaction: the entry commits with the change it records. */
type Executor = Pick<Database, "insert">;

export async function recordAudit(executor: Executor, actor: ConsoleActor, entry: AuditEntryInput) {
  await executor.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
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
