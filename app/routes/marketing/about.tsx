import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Human-centered AI, built for results",
    "We started in 2024 to make practical, ethical AI available to businesses of every size, and welcomed our first enterprise clients in 2025.",
  );

export default function AboutPage() {
  return (
    <PageHeader eyebrow="About us" title="Human-centered AI, built for results">
      <p>
        We started in 2024 to make practical, ethical AI available to businesses of every size, and
        welcomed our first enterprise clients in 2025.
      </p>
    </PageHeader>
  );
}
