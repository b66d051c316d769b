import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import { LeadChart } from "#app/admin/overview/lead-chart.tsx";
import {
  loadOverviewFigures,
  type WindowFigures,
} from "#app/admin/overview/overview-figures.server.ts";
import { servicesContext } from "#app/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleActor(request, context);
  return { figures: await loadOverviewFigures(context.get(servicesContext).database.db) };
}

export const meta = () => consoleMeta("Overview");

interface Card {
  key: Exclude<keyof WindowFigures, "days">;
  title: string;
  description: string;
  link: { to: string; label: string };
}

const cards: Card[] = [
  {
    key: "leads",
    title: "New leads",
    description: "Contact messages and consultation requests, spam left out.",
    link: { to: "/admin/inbox?status=new", label: "New items in the inbox" },
  },
  {
    key: "waitingConsultations",
    title: "Consultations to confirm",
    description: "Requests still open with no meeting time confirmed.",
    link: { to: "/admin/inbox?type=consultation", label: "Consultation requests" },
  },
  {
    key: "conversations",
    title: "Conversations",
    description: "Chats started with the site's assistant.",
    link: { to: "/admin/conversations", label: "Read the conversations" },
  },
  {
    key: "newSubscribers",
    title: "New subscribers",
    description: "Newsletter sign-ups still subscribed.",
    link: { to: "/admin/newsletter", label: "Subscribers and campaigns" },
  },
];

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  return (
    <>
      <h1 className="text-ink text-2xl font-bold tracking-tight sm:text-3xl">Overview</h1>
      <p className="text-muted mt-2">
        The last 7 and 30 days, counted in whole days in New York time, today included.
      </p>

      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li
            key={card.key}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h2 className="text-ink font-semibold">{card.title}</h2>
            <p className="text-muted mt-1 text-sm">{card.description}</p>
            <dl className="mt-4 grid grid-cols-2 gap-3">
              {figures.windows.map((window) => (
                <div key={window.days} className="flex flex-col-reverse">
                  <dt className="text-muted text-sm">Last {window.days} days</dt>
                  <dd className="text-ink text-3xl font-bold tabular-nums">
                    {window[card.key].toLocaleString("en-US")}
                  </dd>
                </div>
              ))}
            </dl>
            {card.key === "waitingConsultations" && (
              <p className="text-muted mt-2 text-sm">
                {figures.waitingConsultationsInAll.toLocaleString("en-US")} waiting in all
              </p>
            )}
            <p className="mt-auto pt-4 text-sm">
              <Link to={card.link.to} className="text-brand-700 font-medium underline">
                {card.link.label}
              </Link>
            </p>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="lead-chart-title"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="lead-chart-title" className="text-ink font-semibold">
          Leads per day, last 30 days
        </h2>
        <div className="mt-4">
          <LeadChart days={figures.leadsPerDay} />
        </div>
      </section>
    </>
  );
}
