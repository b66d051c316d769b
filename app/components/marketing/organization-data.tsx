import { useRouteLoaderData } from "react-router";
import { useNonce } from "#app/components/nonce-provider.tsx";
import { company } from "#app/content/site.ts";

/** schema.org Organization data for search engines, built from the company facts. */
export function OrganizationData() {
  const nonce = useNonce();
  const appUrl = (useRouteLoaderData("root") as { appUrl: string } | undefined)?.appUrl ?? "";
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.legalName,
    alternateName: company.name,
    url: `${appUrl}/`,
    logo: `${appUrl}/favicon.svg`,
    email: company.supportEmail,
    foundingDate: "2024",
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: "US",
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: company.supportEmail,
      hoursAvailable: "Mo-Fr 09:00-18:00 America/New_York",
    },
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // JSON.stringify output is safe inside a script element once "<" is escaped.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
