import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { formatConsoleTime } from "#app/admin/console/console-time.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import {
  inboxFilter,
  inboxSearch,
  inquiryStatuses,
  kindLabels,
  MAX_QUERY_LENGTH,
  statusLabels,
  type StatusFilter,
} from "#app/admin/inbox/inbox-filter.ts";
import { INBOX_PAGE_SIZE, listInbox } from "#app/admin/inbox/inbox-query.server.ts";
import { InquiryStatusBadge, MeetingSummary } from "#app/admin/inbox/inquiry-badges.tsx";
import { FilterForm, ItemList } from "#app/admin/console/list-views.tsx";
import { pageCountOf, pageNumber } from "#app/admin/console/page-number.ts";
import { PageLinks } from "#app/admin/console/page-links.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { servicesContext } from "#app/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleActor(request, context);
  const url = new URL(request.url);
  const filter = inboxFilter(url);
  const page = pageNumber(url);
  const { rows, counts, total } = await listInbox(
    context.get(servicesContext).database.db,
    filter,
    page,
  );
  return {
    filter,
    page,
    pageCount: pageCountOf(total, INBOX_PAGE_SIZE),
    total,
    counts,
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      firstLine: row.summary.split(/\r?\n/).find((line) => line.trim() !== "") ?? "",
      fromChat: row.source === "chat",
      status: row.status,
      unread: row.status === "new" && row.readAt === null,
      createdAt: row.createdAt.toISOString(),
      meeting:
        row.kind === "consultation"
          ? {
              status: row.meetingStatus,
              startsAt: row.meetingStartsAt?.toISOString() ?? null,
              durationMinutes: row.meetingDurationMinutes,
            }
          : null,
    })),
  };
}

export const meta = () => consoleMeta("Inbox");

const statusTabs: { value: StatusFilter; label: string }[] = [
  { value: "open", label: "All" },
  ...inquiryStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, items, counts, page, pageCount, total } = loaderData;
  const open = counts.new + counts.in_progress + counts.done;
  const search = inboxSearch(filter, page);
  const filtered = filter.query !== "" || filter.kind !== null || filter.status !== "open";
  return (
    <>
      <div className="flex items-end justify-between gap-4">
        <div>
          <h1 className="text-ink text-2xl font-bold tracking-tight sm:text-3xl">Inbox</h1>
          {/* On a phone the list itself says what it holds; the first items come first. */}
          <p className="text-muted mt-2 hidden sm:block">
            Contact messages and consultation requests, newest first. Spam caught by the form stays
            under its own filter.
          </p>
        </div>
        <a
          href={`/admin/inbox/export${inboxSearch(filter)}`}
          className={buttonClassName({ variant: "secondary", size: "sm" })}
        >
          Download CSV
        </a>
      </div>

      <nav aria-label="Status" className="-mx-4 mt-4 overflow-x-auto px-4 sm:mx-0 sm:mt-6 sm:px-0">
        <ul className="flex gap-2 whitespace-nowrap sm:flex-wrap">
          {statusTabs.map((tab) => {
            const current = filter.status === tab.value;
            const count = tab.value === "open" ? open : counts[tab.value];
            return (
              <li key={tab.value}>
                <Link
                  to={inboxSearch({ ...filter, status: tab.value }) || "/admin/inbox"}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium ${
                    current
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
                  }`}
                >
                  {tab.label}
                  <span
                    className={`rounded-full px-2 text-xs ${current ? "bg-white/20" : "bg-slate-100 text-slate-700"}`}
                  >
                    {count}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <FilterForm
        label="Inbox"
        clearTo={
          filter.query || filter.kind
            ? inboxSearch({ ...filter, kind: null, query: "" }) || "/admin/inbox"
            : null
        }
        className="mt-4"
      >
        {filter.status !== "open" && <input type="hidden" name="status" value={filter.status} />}
        <SearchField
          id="inbox-search"
          label="Search"
          defaultValue={filter.query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Name, email, company or message"
        />
        <SelectField id="inbox-type" label="Type" name="type" defaultValue={filter.kind ?? ""}>
          <option value="">All types</option>
          <option value="contact">Contact messages</option>
          <option value="consultation">Consultation requests</option>
        </SelectField>
      </FilterForm>

      <p className="text-muted mt-4 text-sm sm:mt-6" role="status">
        {total === 1 ? "1 item" : `${total} items`}
        {filter.query ? ` matching “${filter.query}”` : ""}
      </p>
      <ItemList
        items={items}
        itemKey={(item) => `${item.kind}-${item.id}`}
        empty={filtered ? "Nothing here for this filter." : "Nothing here yet."}
      >
        {(item) => (
          <>
            <div className="min-w-0">
              <p className="text-muted text-xs font-semibold tracking-wide uppercase">
                {item.fromChat
                  ? "Contact message · passed on from the chat"
                  : kindLabels[item.kind]}
              </p>
              <p className="mt-1 flex items-center gap-2">
                {item.unread && (
                  <span className="bg-brand-600 inline-block size-2.5 shrink-0 rounded-full">
                    <span className="sr-only">Unread</span>
                  </span>
                )}
                <Link
                  to={`/admin/inbox/${item.kind}/${item.id}`}
                  className={`text-brand-700 hover:text-brand-900 break-words underline-offset-2 hover:underline ${item.unread ? "font-bold" : "font-medium"}`}
                >
                  {item.name}
                  {item.company ? <span className="text-slate-600"> · {item.company}</span> : null}
                </Link>
              </p>
              <p className="text-muted mt-0.5 text-sm break-all">{item.email}</p>
              {item.firstLine && (
                <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700">
                  {item.firstLine}
                </p>
              )}
              {item.meeting && item.status !== "spam" && (
                <MeetingSummary className="mt-2" meeting={item.meeting} />
              )}
            </div>
            <div className="flex shrink-0 flex-row-reverse items-center justify-end gap-3 sm:flex-col sm:items-end sm:gap-1">
              <InquiryStatusBadge status={item.status} />
              <time dateTime={item.createdAt} className="text-muted text-sm">
                {formatConsoleTime(item.createdAt)}
              </time>
            </div>
          </>
        )}
      </ItemList>
      <PageLinks page={page} pageCount={pageCount} search={search} />
    </>
  );
}
