import { privatePaths } from "#app/content/pages.ts";
import { servicesContext } from "#app/context.server.ts";
import type { Route } from "./+types/robots";

/** Account and email-link pages are private to their visitor; everything else may be indexed. */
const disallowed = [...privatePaths, "/api/"];

export function loader({ context }: Route.LoaderArgs) {
  const { appUrl } = context.get(servicesContext).config;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
