/**
 * Facts that several evaluation questions ask for, each as a pattern that accepts the usual
 * ways of writing it. Every one is stated on the site (the content modules or docs/product.md).
 */
export const FACT = {
  /** The three solutions by name. */
  aiWorkforce: /24\/7 AI Workforce|AI Workforce/i,
  noCode: /No-Code Integration|no-code platform|no[- ]code/i,
  personalization: /Hyper-Personali[sz]ed Experiences|personali[sz]ed experiences/i,

  /** Shared technical figures on /solutions. */
  accuracy: /99\.9\s?%/,
  responseTime: /(<|&lt;|under|less than|below|within)\s*100\s*(ms|milliseconds)\b/i,
  gdpr: /GDPR|General Data Protection Regulation/,
  ccpa: /CCPA|California Consumer Privacy Act/,
  configuration: /100\s?\+|more than 100|over 100|100 or more/i,

  /** Company facts. */
  founded: /2024/,
  boston: /Boston/,
  legalName: /Kestrel AI Solutions,?\s+Inc/i,

  /** Contact details and hours (Eastern Time). */
  email: /support@kestrel-ai\.com/i,
  street: /100 Summer St(reet|\.)?/i,
  suite: /Suite 1600/i,
  zip: /02110/,
  days: /Monday (to|through|-|–) Friday|Mon(day)?\s?[-–]\s?Fri(day)?|weekdays/i,
  times: /9(:00)?\s?(AM|a\.m\.)\s*(to|-|–|until)\s*6(:00)?\s?(PM|p\.m\.)/i,
  eastern: /Eastern|\bET\b|\bEST\b|\bEDT\b/,
  replyTime: /(one|1) business day/i,

  /** How a project runs. */
  timeline: /(four|4)\s*(to|-|–)\s*(eight|8)\s*weeks/i,
  free: /\bfree\b|no (cost|charge)/i,
  consultation: /consultation/i,

  /** Accounts. */
  grace: /\b(7|seven)[- ]days?\b/i,
  recoveryLimit: /\b(30|thirty)[- ]days?\b/i,
  privacySettings: /privacy settings|privacy-settings/i,
  aiModelImprovement: /AI model improvement/i,
} as const;

/** Pages and sections answers link to (each anchor exists in its route module). */
export const PAGE = {
  home: "/",
  about: "/about",
  solutions: "/solutions",
  aiWorkforce: "/solutions#ai-workforce",
  noCode: "/solutions#no-code",
  personalization: "/solutions#adaptive-cx",
  caseStudies: "/case-studies",
  healthcare: "/case-studies#regional-healthcare-network",
  retail: "/case-studies#national-online-retailer",
  logistics: "/case-studies#mid-sized-logistics-company",
  fintech: "/case-studies#fintech-lender",
  university: "/case-studies#university-student-services",
  whitePaper: "/contact?topic=white-paper",
  contact: "/contact",
  faq: "/contact#faq-title",
  consultation: "/consultation",
  getStarted: "/get-started",
  signIn: "/sign-in",
  forgotPassword: "/?forgotPassword=true",
  profile: "/profile",
  privacySettings: "/privacy-settings",
  newsletter: "/newsletter",
  unsubscribe: "/unsubscribe",
  privacy: "/privacy",
  terms: "/terms",
} as const;

/** Pages that print the postal address and legal name (contact card, legal texts). */
export const ADDRESS_PAGES = [
  PAGE.contact,
  "/privacy#who-we-are",
  "/privacy#contact-us",
  "/terms#contact",
];

/** Where deletion, the grace period and recovery are described. */
export const DELETION_PAGES = [PAGE.privacySettings, "/privacy#data-retention", "/terms#accounts"];
