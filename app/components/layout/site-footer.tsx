import { Link } from "react-router";
import { company, footerNav, socialLinks } from "#app/content/site.ts";
import { NewsletterForm } from "#app/newsletter/newsletter-form.tsx";
import { Logo } from "./logo.tsx";

const socialIcons: Record<(typeof socialLinks)[number]["icon"], string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.95c0-1.18-.02-2.7-1.65-2.7-1.65 0-1.9 1.29-1.9 2.62V21h-4V9.75Z",
  x: "M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  github:
    "M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.26-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.56 9.56 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.38.2 2.39.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.68-4.57 4.93.36.31.68.92.68 1.85v2.75c0 .27.18.58.69.48A10 10 0 0 0 12 2Z",
};

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <section aria-labelledby="newsletter-title" className="border-b border-slate-800">
        <div className="container-page flex flex-col gap-6 py-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <h2 id="newsletter-title" className="text-xl font-semibold text-white">
              Stay ahead with practical AI insights
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-400">
              One email a month with client results, practical guides and what is new in AI for
              business. Unsubscribe at any time.
            </p>
          </div>
          <NewsletterForm />
        </div>
      </section>
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">{company.tagline}</p>
          <address className="space-y-1 text-sm not-italic">
            <p className="font-semibold text-white">Support</p>
            <p>
              <a
                href={`mailto:${company.supportEmail}`}
                className="underline-offset-4 hover:text-white hover:underline"
              >
                {company.supportEmail}
              </a>
            </p>
            <p className="text-slate-400">{company.supportHours}</p>
          </address>
          <ul className="flex gap-3" aria-label="Social media (coming soon)">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <span
                  title={`${social.network}: coming soon`}
                  className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-400"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="currentColor"
                  >
                    <path d={socialIcons[social.icon]} />
                  </svg>
                  <span className="sr-only">{social.network} (coming soon)</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {footerNav.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold text-white">{group.heading}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-6 text-sm text-slate-400">
          © {company.copyrightYear} {company.legalName} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
