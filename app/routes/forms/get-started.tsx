import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Find the right starting point",
    "Answer three quick questions about your business, your needs and your timeline, and we will point you to the best next step.",
  );

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
