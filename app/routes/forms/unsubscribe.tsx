import type { MetaFunction } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Unsubscribe",
    description:
      "Stop receiving our newsletter, or confirm that you have already been removed from the list.",
    noIndex: true,
  });

export default function UnsubscribePage() {
  return (
    <PageHeader eyebrow="Newsletter" title="Unsubscribe">
      <p>
        Stop receiving our newsletter, or confirm that you have already been removed from the list.
      </p>
    </PageHeader>
  );
}
