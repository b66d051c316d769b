import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { sitePages } from "#app/content/pages.ts";
import routes from "#app/routes.ts";

/** The URL path of every route with one, under the file of the layout it renders in. */
function routePaths(entries: readonly RouteConfigEntry[], layout = ""): [string, string][] {
  return entries.flatMap((entry) => {
    const own: [string, string][] =
      entry.index || entry.path !== undefined ? [[`/${entry.path ?? ""}`, layout]] : [];
    return [...own, ...routePaths(entry.children ?? [], entry.children ? entry.file : layout)];
  });
}

describe("the page registry", () => {
  const paths = routePaths(routes);

  it("names only pages the router serves", () => {
    const served = new Set(paths.map(([path]) => path));
    for (const page of sitePages) expect(served, page.path).toContain(page.path);
  });

  it("has every page of the site layout", () => {
    const registered = new Set(sitePages.map((page) => page.path));
    const sitePaths = paths
      .filter(([path, layout]) => layout === "routes/site-layout.tsx" && path !== "/*")
      .map(([path]) => path);
    for (const path of sitePaths) expect(registered, path).toContain(path);
  });

  it("keeps noindex pages out of the sitemap and private pages out of the index", () => {
    for (const page of sitePages) {
      if (page.sitemap) expect(page.noIndex, page.path).toBeUndefined();
      if (page.private) expect(page.noIndex, page.path).toBe(true);
      if (page.mainNav) expect(page.label, page.path).toBeDefined();
    }
  });
});
