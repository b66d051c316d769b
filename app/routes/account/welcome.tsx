import type { MetaFunction } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Account action",
    description: "Email verification and password reset links open here.",
    noIndex: true,
  });

export default function WelcomePage() {
  return (
    <PageHeader eyebrow="Your account" title="Account action">
      <p>Email verification and password reset links open here.</p>
    </PageHeader>
  );
}
