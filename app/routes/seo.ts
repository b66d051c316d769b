import type { MetaDescriptor } from "react-router";
import { pageAt } from "#app/content/pages.ts";
import { company } from "#app/content/site.ts";

export const socialImage = { path: "/images/social-preview.jpg", width: 1200, height: 630 };

interface PageSeo {
  title: string;
  description: string;
}

interface MetaContext {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The public base URL, provided once by the root loader from APP_URL. */
export function appUrlFrom(matches: MetaContext["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.data as
    { appUrl?: string } | undefined;
  return root?.appUrl ?? "";
}

/** Title, description, canonical URL, Open Graph and Twitter card tags for one page. */
export function seo({ location, matches }: MetaContext, page: PageSeo): MetaDescriptor[] {
  const appUrl = appUrlFrom(matches);
  const url = `${appUrl}${location.pathname === "/" ? "/" : location.pathname}`;
  const title = location.pathname === "/" ? page.title : `${page.title} | ${company.name}`;
  const image = `${appUrl}${socialImage.path}`;
  // A page missing from the registry stays out of search results until it is registered.
  const registered = pageAt(location.pathname);
  const noIndex = registered ? registered.noIndex === true : true;
  return [
    { title },
    { name: "description", content: page.description },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: `${company.name}: ${company.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
