import { company } from "#app/content/site.ts";

/**
 * The ways out of the newsletter that every newsletter email carries: the unsubscribe page (the
 * visible link) and the RFC 8058 one-click address that mail programs POST to, named in the
 * `List-Unsubscribe` headers. The subscription id is the token; ids are URL-safe (base64url), so
 * it goes in as it is, which also lets a campaign put a placeholder there and fill it in later.
 */
export function unsubscribeLinks(appUrl: string, subscriptionId: string) {
  const page = `${appUrl}/unsubscribe?tokenId=${subscriptionId}`;
  const oneClick = `${appUrl}/api/unsubscribe/${subscriptionId}`;
  return {
    page,
    oneClick,
    headers: {
      "List-Unsubscribe": `<${oneClick}>, <mailto:${company.supportEmail}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
