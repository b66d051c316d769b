import type { ReactNode } from "react";
import { Link } from "react-router";
import { company } from "#app/content/site.ts";
import { Logo } from "./logo.tsx";

/** Pages reached from emailed links stand outside the site layout: a logo, one card, a way home. */
export function StandalonePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="from-brand-950 via-brand-900 flex flex-1 flex-col bg-gradient-to-br to-slate-900 px-4 py-10">
      <header className="mx-auto w-full max-w-md">
        <Logo tone="light" />
      </header>
      <main id="main" className="mx-auto mt-10 w-full max-w-md flex-1">
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <div className="text-muted mt-4">{children}</div>
        </div>
        <p className="text-brand-100 mt-6 text-center text-sm">
          <Link to="/" className="underline underline-offset-4 hover:text-white">
            Return to {company.name}
          </Link>
        </p>
      </main>
    </div>
  );
}
