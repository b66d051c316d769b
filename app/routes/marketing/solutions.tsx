import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "AI solutions that grow with your business",
    "AI agents that work around the clock, a no-code AI platform your teams can use today, and conversations personalised to every customer.",
  );

export default function SolutionsPage() {
  return (
    <PageHeader eyebrow="Solutions" title="AI solutions that grow with your business">
      <p>
        AI agents that work around the clock, a no-code AI platform your teams can use today, and
        conversations personalised to every customer.
      </p>
    </PageHeader>
  );
}
