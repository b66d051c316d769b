import type { MetaFunction } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Unsubscribe",
    description: "Manage your newsletter subscription.",
    noIndex: true,
  });

export default function UnsubscribePage() {
  return (
    <PageHeader eyebrow="Newsletter" title="Unsubscribe">
      <p>Manage your newsletter subscription.</p>
    </PageHeader>
  );
}
