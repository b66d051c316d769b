/**
 * Every page of the public site and the account area (docs/product.md#11-page-list), with what
 * the server, the search engines, the navigation, the chat and the checks need to know about it.
 * The benchmark and screenshot scripts import this file with plain Node, which strips the types:
 * it imports nothing and uses only syntax that stripping can erase.
 */

export type ChangeFrequency = "weekly" | "monthly" | "yearly";

export interface SitePage {
  path: string;
  /**
   * The page's name where a link names it: the navigation, the chat's "Read more on …". Pages
   * reached only through a form or an emailed link have none.
   */
  label?: string;
  /**
   * Kept rendered in memory: "shared" pages are the same for every visitor who is not signed
   * in, "account" pages are rendered once per account. Their loaders read nothing about a
   * signed-in visitor but the session. Without a query string, a shared page is the same for
   * everyone on the same business day.
   */
  cache?: "shared" | "account";
  /** Listed in /sitemap.xml, with how often its content changes. */
  sitemap?: ChangeFrequency;
  /** Marked not to be indexed (account, email-link and sign-in pages). */
  noIndex?: boolean;
  /** Private to its visitor: robots.txt asks crawlers to stay out. */
  private?: boolean;
  /** Sends a visitor who is not signed in elsewhere instead of rendering. */
  signedInOnly?: boolean;
  /** Linked from the header's main navigation, in this order. */
  mainNav?: boolean;
}

const pages = [
  { path: "/", label: "Home", cache: "shared", sitemap: "weekly", mainNav: true },
  { path: "/solutions", label: "Solutions", cache: "shared", sitemap: "monthly", mainNav: true },
  { path: "/about", label: "About", cache: "shared", sitemap: "monthly", mainNav: true },
  { path: "/case-studies", label: "Case Studies", cache: "shared", sitemap: "monthly" },
  { path: "/contact", label: "Contact", cache: "shared", sitemap: "yearly", mainNav: true },
  { path: "/consultation", label: "Consultation", cache: "shared", sitemap: "yearly" },
  { path: "/get-started", label: "Get Started", cache: "shared", sitemap: "yearly" },
  { path: "/privacy", label: "Privacy Policy", cache: "shared", sitemap: "yearly" },
  { path: "/terms", label: "Terms of Service", cache: "shared", sitemap: "yearly" },
  { path: "/newsletter", label: "Newsletter", cache: "shared" },
  { path: "/sign-in", label: "Sign In", noIndex: true },
  { path: "/profile", label: "Profile", cache: "account", noIndex: true, private: true },
  {
    path: "/privacy-settings",
    label: "Privacy Settings",
    cache: "account",
    noIndex: true,
    private: true,
    signedInOnly: true,
  },
  { path: "/welcome", cache: "shared", noIndex: true, private: true },
  { path: "/unsubscribe", label: "Unsubscribe", cache: "shared", noIndex: true, private: true },
  { path: "/activate-account", noIndex: true, private: true },
  { path: "/recover-account", noIndex: true, private: true },
  { path: "/account-requests", noIndex: true },
  { path: "/data-export", noIndex: true },
] as const satisfies readonly SitePage[];

export type PagePath = (typeof pages)[number]["path"];

export const sitePages: readonly (SitePage & { path: PagePath })[] = pages;

/** The registered page at a path (a trailing slash aside), if there is one. */
export const pageAt = (path: string): SitePage | undefined =>
  sitePages.find((page) => page.path === (path.replace(/\/+$/, "") || "/"));

const pathsOf = (filter: (page: SitePage) => boolean | undefined): readonly string[] =>
  sitePages.filter(filter).map((page) => page.path);

/** Pages that render for a visitor who is not signed in. */
export const signedOutPaths = pathsOf((page) => !page.signedInOnly);

/** Pages served from memory to every visitor without a session. */
export const sharedCachePaths = pathsOf((page) => page.cache === "shared");

/** Pages served from memory per signed-in account. */
export const accountCachePaths = pathsOf((page) => page.cache === "account");

/** Pages in the sitemap, in its order. */
export const sitemapPages = sitePages.flatMap((page) =>
  page.sitemap ? [{ path: page.path, changeFrequency: page.sitemap }] : [],
);

/** Pages search engines may show: every page not marked noindex. */
export const indexedPaths = pathsOf((page) => !page.noIndex);

/** Pages robots.txt keeps crawlers out of. */
export const privatePaths = pathsOf((page) => page.private);
