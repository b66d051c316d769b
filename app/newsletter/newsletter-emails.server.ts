import { company } from "#app/content/site.ts";
import { renderEmail } from "#app/email/layout.server.ts";

/** Every newsletter email carries a visible unsubscribe link and the RFC 8058 one-click headers. */
export function newsletterWelcomeEmail({
  appUrl,
  subscriptionId,
}: {
  appUrl: string;
  subscriptionId: string;
}) {
  const pageLink = `${appUrl}/unsubscribe?${new URLSearchParams({ tokenId: subscriptionId })}`;
  const oneClick = `${appUrl}/api/unsubscribe/${encodeURIComponent(subscriptionId)}`;
  return {
    ...renderEmail({
      subject: `Welcome to the ${company.name} newsletter`,
      preheader: "Practical AI insights, about once a month.",
      heading: "Thanks for subscribing",
      paragraphs: [
        "Once a month we will send you practical AI insights: client results, guides you can use straight away and what is new in AI for business.",
        `Changed your mind? Unsubscribe at any time: ${pageLink}`,
      ],
    }),
    headers: {
      "List-Unsubscribe": `<${oneClick}>, <mailto:${company.supportEmail}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
