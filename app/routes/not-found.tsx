import { data } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { company } from "#app/content/site.ts";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [
  { title: `Page not found | ${company.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
