import { company } from "#app/content/site.ts";

/** Title and description tags for a page, with the company name appended to the title. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${company.name}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: company.name },
  ];
}
