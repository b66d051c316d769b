import type { Route } from "./+types/inbox-export";
import { recordAudit } from "#app/admin/audit/audit-log.server.ts";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { csvDownload, fileNamePart } from "#app/admin/console/csv-download.server.ts";
import { inboxFilter, kindLabels, statusLabels } from "#app/admin/inbox/inbox-filter.ts";
import { exportInbox } from "#app/admin/inbox/inbox-query.server.ts";
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
  "industry",
  "ai_needs",
  "ai_adoption_challenge",
  "ai_focus",
  "ai_experience",
  "preferred_times",
  "scheduling_preferences",
  "meeting_status",
  "meeting_starts_at",
  "meeting_duration_minutes",
  "meeting_location",
];

/** The times a visitor offered, one day after another: "2026-12-01 10:00 AM, 2:00 PM; …". */
const preferredTimes = (dates: readonly { date: string; times: string[] }[]) =>
  dates.map((entry) => `${entry.date} ${entry.times.join(", ")}`).join("; ");

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
  // Each filter's download has a name of its own: "inbox-consultation-requests-new-2026-11-28.csv".
  const name = [
    "inbox",
    filter.kind ? fileNamePart(kindLabels[filter.kind] + "s") : null,
    filter.status === "open" ? null : fileNamePart(statusLabels[filter.status]),
    filter.query ? "search" : null,
  ]
    .filter(Boolean)
    .join("-");
  return csvDownload(
    name,
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
      industry: row.answers?.industry,
      ai_needs: row.answers?.aiNeeds,
      ai_adoption_challenge: row.answers?.aiAdoptionChallenge,
      ai_focus: row.answers?.aiUsageType,
      ai_experience: row.answers?.aiExperience,
      preferred_times: row.answers && preferredTimes(row.answers.selectedDates),
      scheduling_preferences: row.answers?.schedulingPreferences,
      meeting_status: row.meetingStatus,
      meeting_starts_at: row.meetingStartsAt,
      meeting_duration_minutes: row.meetingDurationMinutes,
      meeting_location: row.answers?.meetingLocation,
    })),
    columns,
  );
}
