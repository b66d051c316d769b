import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { UserSummary } from "#app/auth/user-summary.ts";
import { primaryNav } from "#app/content/site.ts";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { Logo } from "./logo.tsx";
import { SkipLink } from "./skip-link.tsx";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"
  }`;

export function SiteHeader({ user, onSignIn }: { user: UserSummary | null; onSignIn: () => void }) {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on any route change without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpenedAt(null);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <SkipLink />
      <div className="container-page h-header flex items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <AccountMenu user={user} />
          ) : (
            // A link, so that signing in works before (or without) JavaScript; with it, the dialog opens.
            <Link
              to="/sign-in"
              onClick={(event) => {
                event.preventDefault();
                onSignIn();
              }}
              className={buttonClassName({ size: "sm" })}
            >
              Sign In
            </Link>
          )}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenedAt(menuOpen ? null : pathname)}
          >
            <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white md:hidden"
        >
          <ul className="container-page flex flex-col gap-1 py-3">
            {primaryNav.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-50"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
