import type { MetaFunction } from "react-router";
import { LegalPage } from "#app/components/marketing/legal-page.tsx";
import { privacyPolicy } from "#app/content/legal/privacy-policy.ts";
import { seo } from "#app/routes/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: privacyPolicy.title,
    description:
      "How we collect, use and protect personal data, your GDPR and CCPA rights, and how to contact us. Last updated March 29, 2025.",
  });

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
