import { pageAt, sitePages, type PagePath } from "./pages.ts";

/** Facts about the company shown across the site (and, later, used by the chat assistant). */
export const company = {
  name: "Kestrel AI",
  legalName: "Kestrel AI Solutions, Inc.",
  tagline: "AI agents, no-code AI and personalised experiences for businesses of every size.",
  supportEmail: "support@kestrel-ai.com",
  address: {
    street: "100 Summer Street, Suite 1600",
    city: "Boston",
    region: "MA",
    postalCode: "02110",
    country: "United States",
  },
  supportHours: "Monday to Friday, 9:00 AM to 6:00 PM Eastern Time",
  /** The same hours as the clock reads them: weekdays (1 is Monday) and hours in the zone. */
  supportSchedule: {
    weekdays: [1, 2, 3, 4, 5],
    opensAt: 9,
    closesAt: 18,
    timeZone: "America/New_York",
  },
  copyrightYear: 2025,
} as const;

export interface NavLink {
  to: PagePath;
  label: string;
}

/** A link to a registered page, named as the page is unless this place words it its own way. */
function linkTo(to: PagePath, label?: string): NavLink {
  const name = label ?? pageAt(to)?.label;
  if (!name) throw new Error(`${to} has no label to link it by`);
  return { to, label: name };
}

export const primaryNav: readonly NavLink[] = sitePages
  .filter((page) => page.mainNav)
  .map((page) => linkTo(page.path));

export const footerNav: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: "Get started",
    links: [
      linkTo("/consultation", "Schedule Your Free Consultation"),
      linkTo("/solutions"),
      linkTo("/case-studies"),
    ],
  },
  {
    heading: "Company",
    links: [linkTo("/about", "Our Philosophy"), linkTo("/contact")],
  },
  {
    heading: "Legal",
    links: [linkTo("/privacy"), linkTo("/terms")],
  },
];

/** The company has no social accounts yet; the links are placeholders and say so. */
export const socialLinks = [
  { network: "LinkedIn", icon: "linkedin" },
  { network: "X", icon: "x" },
  { network: "GitHub", icon: "github" },
] as const;
