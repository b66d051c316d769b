import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/console-layout";
import { requireConsoleActor } from "#app/admin/console-access.server.ts";
import { company } from "#app/content/site.ts";

const sections = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/inbox", label: "Inbox", end: false },
  { to: "/admin/conversations", label: "Conversations", end: false },
  { to: "/admin/newsletter", label: "Newsletter", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireConsoleActor(request, context);
  return { actorEmail: actor.email };
}

// What the console shows is for the team only: never kept by a browser or a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// Anyone without access sees the site's ordinary "not found" page, title included.
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }]
    : [{ name: "robots", content: "noindex" }];

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 pt-4">
          <p className="text-ink flex min-w-0 gap-2 text-sm font-semibold">
            Team console
            <span className="text-muted truncate font-normal">{loaderData.actorEmail}</span>
          </p>
          <nav aria-label="Console" className="-mb-px w-full sm:w-auto">
            <ul className="flex flex-wrap gap-x-1">
              {sections.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      `inline-block border-b-2 px-2 py-3 text-sm font-medium whitespace-nowrap sm:px-3 ${
                        isActive
                          ? "border-brand-600 text-brand-700"
                          : "hover:text-ink border-transparent text-slate-600 hover:border-slate-300"
                      }`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="container-page py-8 sm:py-10">
        <Outlet />
      </div>
    </div>
  );
}
