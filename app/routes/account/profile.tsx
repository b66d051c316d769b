import { PageHeader } from "#app/components/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta("Your profile", "Sign in to see your profile, account settings and AI services.");

export default function ProfilePage() {
  return (
    <PageHeader eyebrow="Your account" title="Your profile">
      <p>Sign in to see your profile, account settings and AI services.</p>
    </PageHeader>
  );
}
