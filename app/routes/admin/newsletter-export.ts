import type { Route } from "./+types/newsletter-export";
import { recordAudit } from "#app/admin/audit/audit-log.server.ts";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { csvDownload, fileNamePart } from "#app/admin/console/csv-download.server.ts";
import { subscriberStatusLabels } from "#app/admin/campaigns/subscriber-labels.ts";
import {
  exportSubscribers,
  subscriberFilter,
} from "#app/admin/campaigns/subscriber-list.server.ts";
import { servicesContext } from "#app/context.server.ts";

/** The subscriber list as CSV: every page of it, with the search and status filter of the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireConsoleActor(request, context);
  const { db } = context.get(servicesContext).database;
  const filter = subscriberFilter(new URL(request.url));
  const rows = await exportSubscribers(db, filter);
  await recordAudit(db, actor, {
    action: "subscribers.export",
    targetType: "subscribers",
    targetId: "newsletter",
    detail: { search: filter.q || null, status: filter.status ?? null, rows: rows.length },
  });
  return csvDownload(
    [
      "newsletter-subscribers",
      filter.status ? fileNamePart(filter.status) : null,
      filter.q ? "search" : null,
    ]
      .filter(Boolean)
      .join("-"),
    rows.map((row) => ({
      email: row.email,
      status: subscriberStatusLabels[row.status],
      subscribed_at: row.subscribedAt,
      unsubscribed_at: row.unsubscribedAt,
      account: row.hasAccount ? "yes" : "no",
    })),
    ["email", "status", "subscribed_at", "unsubscribed_at", "account"],
  );
}
