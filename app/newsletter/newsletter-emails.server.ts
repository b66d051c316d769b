import { company } from "#app/content/site.ts";
import { renderEmail } from "#app/email/layout.server.ts";
import { unsubscribeLinks } from "./unsubscribe-links.ts";

export const newsletterWelcomeSubject = `Welcome to the ${company.name} newsletter`;

/** Every newsletter email carries a visible unsubscribe link and the RFC 8058 one-click headers. */
export function newsletterWelcomeEmail({
  appUrl,
  subscriptionId,
}: {
  appUrl: string;
  subscriptionId: string;
}) {
  const links = unsubscribeLinks(appUrl, subscriptionId);
  return {
    ...renderEmail({
      subject: newsletterWelcomeSubject,
      preheader: "Practical AI insights, about once a month.",
      heading: "Thanks for subscribing",
      paragraphs: [
        "Once a month we will send you practical AI insights: client results, guides you can use straight away and what is new in AI for business.",
        `Changed your mind? Unsubscribe at any time: ${links.page}`,
      ],
    }),
    headers: links.headers,
  };
}
