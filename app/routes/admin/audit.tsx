import { Link, useLocation } from "react-router";
import type { Route } from "./+types/audit";
import { AUDIT_PAGE_SIZE, listAuditEntries } from "#app/admin/audit/audit-log.server.ts";
import {
  auditActionLabel,
  auditTargetHref,
  describeAuditTarget,
} from "#app/admin/audit/audit-labels.ts";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { formatConsoleTime } from "#app/admin/console/console-time.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import { EmptyState } from "#app/admin/console/list-views.tsx";
import { pageCountOf, pageNumber } from "#app/admin/console/page-number.ts";
import { PageLinks } from "#app/admin/console/page-links.tsx";
import { servicesContext } from "#app/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleActor(request, context);
  const page = pageNumber(new URL(request.url));
  const { entries, total, names } = await listAuditEntries(
    context.get(servicesContext).database.db,
    page,
  );
  return {
    names,
    page,
    pageCount: pageCountOf(total, AUDIT_PAGE_SIZE),
    entries: entries.map((entry) => ({
      id: entry.id,
      actorEmail: entry.actorEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      detail: entry.detail,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

export const meta = () => consoleMeta("Audit log");

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, names, page, pageCount } = loaderData;
  const location = useLocation();
  return (
    <>
      <h1 className="text-ink text-2xl font-bold tracking-tight sm:text-3xl">Audit log</h1>
      <p className="text-muted mt-2">
        Every change made in the console, and every grant and revoke of access to it: who, what,
        when and on which record.
      </p>
      {entries.length === 0 ? (
        <EmptyState>Nothing has been changed in the console yet.</EmptyState>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {entries.map((entry) => {
            const href = auditTargetHref(entry.targetType, entry.targetId);
            const { name, details } = describeAuditTarget(
              entry.targetType,
              entry.detail,
              names[`${entry.targetType}:${entry.targetId}`],
            );
            return (
              <li
                key={entry.id}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4"
              >
                <time dateTime={entry.createdAt} className="text-muted shrink-0 text-sm sm:w-44">
                  {formatConsoleTime(entry.createdAt)}
                </time>
                <p className="text-sm break-words text-slate-800">
                  <span className="font-medium">{entry.actorEmail}</span>{" "}
                  {auditActionLabel(entry.action)}{" "}
                  {href ? (
                    <Link to={href} className="text-brand-700 underline">
                      {name}
                    </Link>
                  ) : (
                    <span>{name}</span>
                  )}
                  {details.length > 0 && (
                    <span className="text-muted">
                      {" "}
                      ({details.map(([key, value]) => `${key}: ${value}`).join(", ")})
                    </span>
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <PageLinks page={page} pageCount={pageCount} search={location.search} />
    </>
  );
}
