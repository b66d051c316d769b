import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/newsletter";
import { campaignStatusLabels } from "#app/admin/campaign-labels.ts";
import { campaignProgress, finishCampaigns } from "#app/admin/campaign-progress.server.ts";
import { listCampaigns } from "#app/admin/campaign-store.server.ts";
import { requireConsoleActor } from "#app/admin/console-access.server.ts";
import { formatConsoleTime } from "#app/admin/console-time.ts";
import { consoleMeta } from "#app/admin/console-title.ts";
import { pageNumber } from "#app/admin/page-number.ts";
import { PageLinks } from "#app/admin/page-links.tsx";
import { subscriberStatuses, subscriberStatusLabels } from "#app/admin/subscriber-labels.ts";
import {
  countSubscribers,
  listSubscribers,
  SUBSCRIBER_PAGE_SIZE,
  subscriberFilter,
} from "#app/admin/subscriber-list.server.ts";
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
    pageCount: Math.max(1, Math.ceil(total / SUBSCRIBER_PAGE_SIZE)),
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

const cell = "px-4 py-3 align-top";
const headCell = "px-4 py-3 text-left font-semibold text-slate-700";

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
        {campaigns.length === 0 ? (
          <p className="text-muted mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
            No campaigns yet.
          </p>
        ) : (
          <div
            role="region"
            aria-labelledby="campaigns-heading"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white"
          >
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  <th scope="col" className={headCell}>
                    Subject
                  </th>
                  <th scope="col" className={headCell}>
                    Status
                  </th>
                  <th scope="col" className={headCell}>
                    Created
                  </th>
                  <th scope="col" className={`${headCell} text-right`}>
                    Recipients
                  </th>
                  <th scope="col" className={`${headCell} text-right`}>
                    Sent
                  </th>
                  <th scope="col" className={`${headCell} text-right`}>
                    Failed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {campaigns.map((campaign) => (
                  <tr key={campaign.id}>
                    <td className={`${cell} max-w-xs break-words`}>
                      <Link
                        to={`/admin/newsletter/campaigns/${campaign.id}`}
                        className="text-brand-700 font-medium underline"
                      >
                        {campaign.subject}
                      </Link>
                    </td>
                    <td className={cell}>{campaignStatusLabels[campaign.status]}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={campaign.createdAt}>
                        {formatConsoleTime(campaign.createdAt)}
                      </time>
                    </td>
                    <td className={`${cell} text-right`}>
                      {campaign.status === "draft" ? "–" : campaign.recipients}
                    </td>
                    <td className={`${cell} text-right`}>
                      {campaign.status === "draft" ? "–" : campaign.delivered}
                    </td>
                    <td className={`${cell} text-right`}>
                      {campaign.status === "draft" ? "–" : campaign.failed}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="subscribers-heading" className="mt-10">
        <h2 id="subscribers-heading" className="text-ink text-xl font-bold">
          Subscribers
        </h2>
        <Form method="get" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:flex-1">
            <label htmlFor="subscriber-search" className="text-ink block text-sm font-semibold">
              Search by email
            </label>
            <input
              id="subscriber-search"
              type="search"
              name="q"
              defaultValue={filter.q}
              maxLength={254}
              className="text-ink mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5"
            />
          </div>
          <div>
            <label htmlFor="subscriber-status" className="text-ink block text-sm font-semibold">
              Status
            </label>
            <select
              id="subscriber-status"
              name="status"
              defaultValue={filter.status}
              className="text-ink mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5"
            >
              <option value="">All statuses</option>
              {subscriberStatuses.map((status) => (
                <option key={status} value={status}>
                  {subscriberStatusLabels[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClassName({ variant: "secondary" })}>
            Show
          </button>
        </Form>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted text-sm" role="status">
            {total === 1 ? "1 subscription" : `${total.toLocaleString("en-US")} subscriptions`}
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
        {subscribers.length === 0 ? (
          <p className="text-muted mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
            No subscriptions match.
          </p>
        ) : (
          <div
            role="region"
            aria-labelledby="subscribers-heading"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white"
          >
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  <th scope="col" className={headCell}>
                    Email
                  </th>
                  <th scope="col" className={headCell}>
                    Status
                  </th>
                  <th scope="col" className={headCell}>
                    Subscribed
                  </th>
                  <th scope="col" className={headCell}>
                    Account
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {subscribers.map((subscriber, index) => (
                  <tr key={`${subscriber.email}-${subscriber.subscribedAt}-${index}`}>
                    <td className={`${cell} break-all`}>{subscriber.email}</td>
                    <td className={cell}>{subscriberStatusLabels[subscriber.status]}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={subscriber.subscribedAt}>
                        {formatConsoleTime(subscriber.subscribedAt)}
                      </time>
                    </td>
                    <td className={cell}>{subscriber.hasAccount ? "Account" : "No account"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PageLinks page={page} pageCount={pageCount} search={location.search} />
      </section>
    </>
  );
}
