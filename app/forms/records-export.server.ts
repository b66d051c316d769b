import { asc, getTableColumns, gte } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { consultations, contacts, subscriptions } from "#app/db/schema.server.ts";

export const exportableRecords = ["contacts", "consultations", "subscriptions"] as const;
export type ExportableRecords = (typeof exportableRecords)[number];

const tables = { contacts, consultations, subscriptions };

/** The records of one kind, oldest first, optionally only those created since a date. */
export async function exportRecords(
  db: Database,
  kind: ExportableRecords,
  since?: Date,
): Promise<Record<string, unknown>[]> {
  const table = tables[kind];
  return db
    .select()
    .from(table)
    .where(since ? gte(table.createdAt, since) : undefined)
    .orderBy(asc(table.createdAt));
}

/** The column names of a kind of record, for the header of an empty export. */
export function recordColumns(kind: ExportableRecords): string[] {
  return Object.keys(getTableColumns(tables[kind]));
}
