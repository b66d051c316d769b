import { TZDate } from "@date-fns/tz";
import { toCsv } from "#app/lib/csv.ts";
import { COMPANY_TIME_ZONE } from "./console-time.ts";

/**
 * A time as a spreadsheet reads it and as the console shows it: in New York, with the offset
 * that makes it exact ("2026-11-28T10:54:12-05:00").
 */
export const csvTime = (value: Date) =>
  new TZDate(value, COMPANY_TIME_ZONE).toISOString().replace(/\.\d{3}(?=[+-])/, "");

/**
 * A CSV file as a download named `<name>-<date>.csv` (the New York date), never cached: it holds
 * visitors' personal data. Times are written in New York time, as the console shows them.
 */
export function csvDownload(
  name: string,
  rows: Record<string, unknown>[],
  columns: string[],
  now = new Date(),
): Response {
  const filename = `${name}-${csvTime(now).slice(0, 10)}.csv`;
  const local = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        value instanceof Date ? csvTime(value) : value,
      ]),
    ),
  );
  return new Response(toCsv(local, columns), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** The parts of a file name that say which filter a download holds: "new", "contact-messages". */
export const fileNamePart = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
