import { company } from "#app/content/site.ts";

/** The document title of a console page; console pages stay out of search engines. */
export function consoleMeta(title: string) {
  return [
    { title: `${title} · Console | ${company.name}` },
    { name: "robots", content: "noindex" },
  ];
}
