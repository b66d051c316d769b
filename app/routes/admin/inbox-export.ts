import type { Route } from "./+types/inbox-export";
import { recordAudit } from "#app/admin/audit-log.server.ts";
import { requireConsoleActor } from "#app/admin/console-access.server.ts";
import { csvDownload } from "#app/admin/csv-download.server.ts";
import { inboxFilter, kindLabels, statusLabels } from "#app/admin/inbox-filter.ts";
import { exportInbox } from "#app/admin/inbox-query.server.ts";
import { servicesContext } from "#app/context.server.ts";

const columns = [
  "type",
  "id",
  "received_at",
  "status",
  "read_at",
  "name",
  "email",
  "company",
  "source",
  "message",
  "meeting_status",
  "meeting_starts_at",
  "meeting_duration_minutes",
];

/** The inbox rows the current filter shows, every page of them, as a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireConsoleActor(request, context);
  const filter = inboxFilter(new URL(request.url));
  const { db } = context.get(servicesContext).database;
  const rows = await exportInbox(db, filter);
  await recordAudit(db, actor, {
    action: "inquiries.export",
    targetType: "inquiries",
    targetId: "inbox",
    detail: {
      type: filter.kind ?? "all",
      status: filter.status === "open" ? "all but spam" : statusLabels[filter.status],
      search: filter.query || null,
      rows: rows.length,
    },
  });
  return csvDownload(
    "inbox",
    rows.map((row) => ({
      type: kindLabels[row.kind],
      id: row.id,
      received_at: row.createdAt,
      status: statusLabels[row.status],
      read_at: row.readAt,
      name: row.name,
      email: row.email,
      company: row.company,
      source: row.source,
      message: row.summary,
      meeting_status: row.meetingStatus,
      meeting_starts_at: row.meetingStartsAt,
      meeting_duration_minutes: row.meetingDurationMinutes,
    })),
    columns,
  );
}
