import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Terms of Service",
    "The terms that apply when you use our website and services. Last updated March 29, 2025.",
  );

export default function TermsPage() {
  return (
    <PageHeader eyebrow="Legal" title="Terms of Service">
      <p>
        The terms that apply when you use our website and services. Last updated March 29, 2025.
      </p>
    </PageHeader>
  );
}
