import { Link, useLocation } from "react-router";
import type { Route } from "./+types/newsletter";
import { campaignStatusLabels } from "#app/admin/campaigns/campaign-labels.ts";
import {
  campaignProgress,
  finishCampaigns,
} from "#app/admin/campaigns/campaign-progress.server.ts";
import { listCampaigns } from "#app/admin/campaigns/campaign-store.server.ts";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { formatConsoleTime } from "#app/admin/console/console-time.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import { DataTable, FilterForm, plural, type Column } from "#app/admin/console/list-views.tsx";
import { pageCountOf, pageNumber } from "#app/admin/console/page-number.ts";
import { PageLinks } from "#app/admin/console/page-links.tsx";
import {
  subscriberStatuses,
  subscriberStatusLabels,
} from "#app/admin/campaigns/subscriber-labels.ts";
import {
  countSubscribers,
  listSubscribers,
  SUBSCRIBER_PAGE_SIZE,
  subscriberFilter,
} from "#app/admin/campaigns/subscriber-list.server.ts";
import { buttonClassName, ButtonLink } from "#app/components/ui/button.tsx";
import { servicesContext } from "#app/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleActor(request, context);
  const { db } = context.get(servicesContext).database;
  const url = new URL(request.url);
  const filter = subscriberFilter(url);
  const page = pageNumber(url);
  await finishCampaigns(db);
  const [counts, { rows, total }, campaigns] = await Promise.all([
    countSubscribers(db),
    listSubscribers(db, filter, page),
    listCampaigns(db),
  ]);
  return {
    filter: { q: filter.q, status: filter.status ?? "" },
    counts,
    total,
    page,
    pageCount: pageCountOf(total, SUBSCRIBER_PAGE_SIZE),
    subscribers: rows.map((row) => ({ ...row, subscribedAt: row.subscribedAt.toISOString() })),
    campaigns: await Promise.all(
      campaigns.map(async (campaign) => {
        // A campaign still sending has its totals only in the outbox so far.
        const live = campaign.status === "sending" ? await campaignProgress(db, campaign.id) : null;
        return {
          ...campaign,
          createdAt: campaign.createdAt.toISOString(),
          delivered: live ? live.sent : campaign.delivered,
          failed: live ? live.failed : campaign.failed,
        };
      }),
    ),
  };
}

export const meta = () => consoleMeta("Newsletter");

type Campaign = Route.ComponentProps["loaderData"]["campaigns"][number];
type Subscriber = Route.ComponentProps["loaderData"]["subscribers"][number];

/** A count of a campaign's emails; a draft has none yet, so it shows a dash rather than a 0. */
const campaignCount = (
  header: string,
  count: (campaign: Campaign) => number,
): Column<Campaign> => ({
  header,
  numeric: true,
  cell: (campaign) => (campaign.status === "draft" ? "–" : count(campaign)),
});

const campaignColumns: Column<Campaign>[] = [
  {
    header: "Subject",
    className: "max-w-xs break-words",
    cell: (campaign) => (
      <Link
        to={`/admin/newsletter/campaigns/${campaign.id}`}
        className="text-brand-700 font-medium underline"
      >
        {campaign.subject}
      </Link>
    ),
  },
  { header: "Status", cell: (campaign) => campaignStatusLabels[campaign.status] },
  {
    header: "Created",
    className: "whitespace-nowrap",
    cell: (campaign) => (
      <time dateTime={campaign.createdAt}>{formatConsoleTime(campaign.createdAt)}</time>
    ),
  },
  campaignCount("Recipients", (campaign) => campaign.recipients),
  campaignCount("Sent", (campaign) => campaign.delivered),
  campaignCount("Failed", (campaign) => campaign.failed),
];

const subscriberColumns: Column<Subscriber>[] = [
  { header: "Email", className: "break-all", cell: (subscriber) => subscriber.email },
  { header: "Status", cell: (subscriber) => subscriberStatusLabels[subscriber.status] },
  {
    header: "Subscribed",
    className: "whitespace-nowrap",
    cell: (subscriber) => (
      <time dateTime={subscriber.subscribedAt}>{formatConsoleTime(subscriber.subscribedAt)}</time>
    ),
  },
  {
    header: "Account",
    cell: (subscriber) => (subscriber.hasAccount ? "Account" : "No account"),
  },
];

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { counts, filter, subscribers, total, page, pageCount, campaigns } = loaderData;
  const location = useLocation();
  const exportQuery = new URLSearchParams(
    Object.entries(filter).filter(([, value]) => value !== ""),
  ).toString();
  return (
    <>
      <h1 className="text-ink text-2xl font-bold tracking-tight sm:text-3xl">Newsletter</h1>
      <p className="text-muted mt-2">
        Who receives the newsletter, and the campaigns sent to them.
      </p>

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {subscriberStatuses.map((status) => (
          <div key={status} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-muted text-sm">{subscriberStatusLabels[status]}</dt>
            <dd className="text-ink mt-1 text-2xl font-bold">
              {counts[status].toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="campaigns-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="campaigns-heading" className="text-ink text-xl font-bold">
            Campaigns
          </h2>
          <ButtonLink to="/admin/newsletter/campaigns/new" size="sm">
            New campaign
          </ButtonLink>
        </div>
        <DataTable
          labelledBy="campaigns-heading"
          minWidth="min-w-[40rem]"
          columns={campaignColumns}
          rows={campaigns}
          rowKey={(campaign) => campaign.id}
          empty="No campaigns yet."
        />
      </section>

      <section aria-labelledby="subscribers-heading" className="mt-10">
        <h2 id="subscribers-heading" className="text-ink text-xl font-bold">
          Subscribers
        </h2>
        <FilterForm
          label="Subscribers"
          clearTo={filter.q || filter.status ? "." : null}
          className="mt-4"
        >
          <SearchField
            id="subscriber-search"
            label="Search by email"
            defaultValue={filter.q}
            maxLength={254}
          />
          <SelectField
            id="subscriber-status"
            label="Status"
            name="status"
            defaultValue={filter.status}
          >
            <option value="">All statuses</option>
            {subscriberStatuses.map((status) => (
              <option key={status} value={status}>
                {subscriberStatusLabels[status]}
              </option>
            ))}
          </SelectField>
        </FilterForm>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted text-sm" role="status">
            {plural(total, "subscription", "subscriptions")}
          </p>
          {/* A file download, not a page: the browser fetches it directly. */}
          <a
            href={`/admin/newsletter/export${exportQuery ? `?${exportQuery}` : ""}`}
            download
            className={buttonClassName({ variant: "secondary", size: "sm" })}
          >
            Download CSV
          </a>
        </div>
        <DataTable
          labelledBy="subscribers-heading"
          minWidth="min-w-[36rem]"
          columns={subscriberColumns}
          rows={subscribers}
          rowKey={(subscriber, index) => `${subscriber.email}-${subscriber.subscribedAt}-${index}`}
          empty="No subscriptions match."
        />
        <PageLinks page={page} pageCount={pageCount} search={location.search} />
      </section>
    </>
  );
}
