import type { MetaFunction } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Your profile",
    description: "Sign in to see your profile, account settings and AI services.",
    noIndex: true,
  });

export default function ProfilePage() {
  return (
    <PageHeader eyebrow="Your account" title="Your profile">
      <p>Sign in to see your profile, account settings and AI services.</p>
    </PageHeader>
  );
}
