import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Case studies",
    "How businesses from startups to enterprises put our AI agents, no-code platform and personalised experiences to work, and what changed.",
  );

export default function CaseStudiesPage() {
  return (
    <PageHeader eyebrow="Results" title="Case studies">
      <p>
        How businesses from startups to enterprises put our AI agents, no-code platform and
        personalised experiences to work, and what changed.
      </p>
    </PageHeader>
  );
}
