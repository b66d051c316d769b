import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { company } from "#app/content/site.ts";

const CONVERSATIONS = "/admin/conversations";

const sections = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/inbox", label: "Inbox", end: false },
  { to: CONVERSATIONS, label: "Conversations", end: false },
  { to: "/admin/newsletter", label: "Newsletter", end: false },
  { to: "/admin/team", label: "Team", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
];

const sectionClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap ${
    isActive
      ? "border-white text-white"
      : "border-transparent text-slate-300 hover:border-slate-400 hover:text-white"
  }`;

/**
 * The console around a page: a tool of its own, without the public site's navigation, footer,
 * newsletter form or chat. Its header says who is signed in and leads back to the site; on a
 * phone it takes two short rows, so a list starts in the first screen.
 */
export function ConsoleChrome({
  member,
  waiting = 0,
  onDuty = false,
  notice,
  children,
}: {
  member: string;
  /** Visitors asking for a person whom no one has joined yet. */
  waiting?: number;
  /** The page hears live chats, so visitors who ask for a person are offered this member. */
  onDuty?: boolean;
  /** Said on any console page when something needs the team now. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <header className="bg-slate-900 text-white">
        <SkipLink />
        <div className="container-page flex items-center justify-between gap-3 pt-3">
          <Link to="/admin" className="flex min-w-0 items-baseline gap-2 font-semibold">
            <span className="hidden sm:inline">{company.name}</span>
            <span className="whitespace-nowrap sm:font-normal sm:text-slate-300">Team console</span>
          </Link>
          <div className="flex shrink-0 items-center gap-1 text-sm">
            <span
              className={`flex items-center gap-1.5 px-1 text-xs whitespace-nowrap ${onDuty ? "text-emerald-300" : "text-slate-400"}`}
              title={
                onDuty
                  ? "Visitors who ask for a person are offered a live chat with the team."
                  : "Live chats are not reaching this page; visitors are offered email."
              }
            >
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${onDuty ? "bg-emerald-400" : "bg-slate-500"}`}
              />
              {/* A phone's header has room for the dot only; the words stay for screen readers. */}
              <span className="sr-only sm:not-sr-only">{onDuty ? "On duty" : "Off duty"}</span>
            </span>
            <span className="hidden max-w-56 truncate text-slate-300 sm:inline">{member}</span>
            <Link to="/" className="rounded-md px-2 py-1.5 text-slate-200 hover:text-white">
              Back to site
            </Link>
            <Form method="post" action="/sign-out">
              <button
                type="submit"
                className="rounded-md px-2 py-1.5 text-slate-200 hover:text-white"
              >
                Sign Out
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Console" className="container-page overflow-x-auto">
          <ul className="flex gap-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className={sectionClass}>
                  {section.label}
                  {section.to === CONVERSATIONS && waiting > 0 && (
                    <span className="ml-1.5 rounded-full bg-amber-400 px-1.5 py-0.5 text-xs font-bold text-slate-950">
                      {waiting} waiting
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {notice}
      <main id="main" tabIndex={-1} className="flex-1 bg-slate-50 focus:outline-none">
        <div className="container-page py-6 sm:py-10">{children}</div>
      </main>
    </>
  );
}
