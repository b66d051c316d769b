import { toCsv } from "#app/lib/csv.ts";

/**
 * A CSV file as a download named `<name>-<date>.csv` (UTC date), never cached: it holds
 * visitors' personal data.
 */
export function csvDownload(
  name: string,
  rows: Record<string, unknown>[],
  columns: string[],
  now = new Date(),
): Response {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(toCsv(rows, columns), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
