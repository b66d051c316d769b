import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta("Unsubscribe", "Manage your newsletter subscription.");

export default function UnsubscribePage() {
  return (
    <PageHeader eyebrow="Newsletter" title="Unsubscribe">
      <p>Manage your newsletter subscription.</p>
    </PageHeader>
  );
}
