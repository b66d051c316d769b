import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Contact us",
    "Questions about AI for your business? Send us a message and our team will get back to you within one business day.",
  );

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
