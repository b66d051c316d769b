import type { MetaFunction } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Contact us",
    description:
      "Questions about AI for your business? Send us a message and our team will get back to you within one business day.",
  });

export default function ContactPage() {
  return (
    <PageHeader eyebrow="Contact" title="Contact us">
      <p>
        Questions about AI for your business? Send us a message and our team will get back to you
        within one business day.
      </p>
    </PageHeader>
  );
}
