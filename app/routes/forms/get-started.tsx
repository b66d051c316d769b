import type { MetaFunction } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Find the right starting point",
    description:
      "Answer three quick questions about your business, your needs and your timeline, and we will point you to the best next step.",
  });

export default function GetStartedPage() {
  return (
    <PageHeader eyebrow="Get started" title="Find the right starting point">
      <p>
        Answer three quick questions about your business, your needs and your timeline, and we will
        point you to the best next step.
      </p>
    </PageHeader>
  );
}
