import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta("Account action", "Email verification and password reset links open here.");

export default function WelcomePage() {
  return (
    <PageHeader eyebrow="Your account" title="Account action">
      <p>Email verification and password reset links open here.</p>
    </PageHeader>
  );
}
