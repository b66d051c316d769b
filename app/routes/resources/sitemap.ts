import { servicesContext } from "#app/context.server.ts";
import { sitemapPages } from "#app/content/pages.ts";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const { appUrl } = context.get(servicesContext).config;
  const urls = sitemapPages
    .map(
      (page) =>
        `  <url><loc>${appUrl}${page.path}</loc><changefreq>${page.changeFrequency}</changefreq></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
