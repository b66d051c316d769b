import type { MetaFunction } from "react-router";
import { LegalPage } from "#app/components/marketing/legal-page.tsx";
import { termsOfService } from "#app/content/legal/terms-of-service.ts";
import { seo } from "#app/routes/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: termsOfService.title,
    description:
      "The terms for using our website, AI assistant and accounts, including acceptable use, AI output and Massachusetts governing law. Last updated March 29, 2025.",
  });

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
