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
  to: string;
  label: string;
}

export const primaryNav: readonly NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/solutions", label: "Solutions" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

export const footerNav: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: "Get started",
    links: [
      { to: "/consultation", label: "Schedule Your Free Consultation" },
      { to: "/solutions", label: "Solutions" },
      { to: "/case-studies", label: "Case Studies" },
    ],
  },
  {
    heading: "Company",
    links: [
      { to: "/about", label: "Our Philosophy" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Service" },
    ],
  },
];

/** The company has no social accounts yet; the links are placeholders and say so. */
export const socialLinks = [
  { network: "LinkedIn", icon: "linkedin" },
  { network: "X", icon: "x" },
  { network: "GitHub", icon: "github" },
] as const;

/** Pages listed in the sitemap, with how often their content changes. */
export const indexablePages = [
  { path: "/", changeFrequency: "weekly" },
  { path: "/solutions", changeFrequency: "monthly" },
  { path: "/about", changeFrequency: "monthly" },
  { path: "/case-studies", changeFrequency: "monthly" },
  { path: "/contact", changeFrequency: "yearly" },
  { path: "/consultation", changeFrequency: "yearly" },
  { path: "/get-started", changeFrequency: "yearly" },
  { path: "/privacy", changeFrequency: "yearly" },
  { path: "/terms", changeFrequency: "yearly" },
] as const;
