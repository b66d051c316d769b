// `npm run export -- <contacts|consultations|subscriptions> [--since YYYY-MM-DD] [--format csv|json]`
// (in a release: `node build/export-records.js <kind> ...`) prints the records for the team, from
// the database configured in `.env` and the environment, as the server reads them. With the
// embedded database, stop the server first: only one process may open it at a time.
import { parseArgs } from "node:util";
import { z } from "zod";
import { ConfigError } from "#app/config/env.server.ts";
import { DatabaseConnectionError, openDatabase } from "#app/db/client.server.ts";
import {
  exportableRecords,
  exportRecords,
  recordColumns,
} from "#app/forms/records-export.server.ts";
import { toCsv } from "#app/lib/csv.ts";
import { readConfig } from "#server/read-config.ts";

const argsSchema = z.object({
  kind: z.enum(exportableRecords, { error: `expected one of ${exportableRecords.join(", ")}` }),
  since: z.iso.date({ error: "--since expects a date such as 2026-01-31" }).optional(),
  format: z.enum(["csv", "json"], { error: "--format expects csv or json" }).default("csv"),
});

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { since: { type: "string" }, format: { type: "string" } },
  });
  const parsed = argsSchema.safeParse({ kind: positionals[0], ...values });
  if (!parsed.success) {
    console.error(
      `Usage: npm run export -- <${exportableRecords.join("|")}> [--since YYYY-MM-DD] [--format csv|json]` +
        "\n   or: node build/export-records.js <kind> [options] (in a release)",
    );
    console.error(parsed.error.issues.map((issue) => `  ${issue.message}`).join("\n"));
    process.exit(2);
  }
  const { kind, since, format } = parsed.data;
  const database = await openDatabase(readConfig().database);
  await database.migrate();
  const rows = await exportRecords(
    database.db,
    kind,
    since ? new Date(`${since}T00:00:00Z`) : undefined,
  );
  await database.close();
  process.stdout.write(
    format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows, recordColumns(kind)),
  );
} catch (error) {
  const expected = error instanceof ConfigError || error instanceof DatabaseConnectionError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
