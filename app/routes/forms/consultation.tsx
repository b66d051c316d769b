import type { MetaFunction } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Schedule your free consultation",
    description:
      "Tell us about your business and your goals, pick the days and times that suit you, and we will meet to map out your AI opportunities.",
  });

export default function ConsultationPage() {
  return (
    <PageHeader eyebrow="Consultation" title="Schedule your free consultation">
      <p>
        Tell us about your business and your goals, pick the days and times that suit you, and we
        will meet to map out your AI opportunities.
      </p>
    </PageHeader>
  );
}
