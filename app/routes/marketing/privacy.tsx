import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Privacy Policy",
    "How we collect, use and protect personal data, and the choices you have. Last updated March 29, 2025.",
  );

export default function PrivacyPage() {
  return (
    <PageHeader eyebrow="Legal" title="Privacy Policy">
      <p>
        How we collect, use and protect personal data, and the choices you have. Last updated March
        29, 2025.
      </p>
    </PageHeader>
  );
}
