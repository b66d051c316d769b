import { company } from "#app/content/site.ts";
import { escapeHtml, renderEmail } from "#app/email/layout.server.ts";
import { unsubscribeLinks } from "#app/newsletter/unsubscribe-links.ts";
import { markdownToEmailHtml, markdownToText } from "./campaign-markdown.server.ts";

/**
 * Stands for the recipient's unsubscribe token in a campaign email rendered once for everyone;
 * sending puts each subscription's id in its place. Tokens are URL-safe, so it needs no escaping
 * in a link, an HTML attribute or a header.
 */
export const TOKEN_PLACEHOLDER = "{{unsubscribe-token}}";

export interface CampaignEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * A campaign in the site's email layout, with a visible unsubscribe link and the one-click
 * headers, all naming TOKEN_PLACEHOLDER.
 */
export function renderCampaignEmail({
  appUrl,
  subject,
  bodyMarkdown,
}: {
  appUrl: string;
  subject: string;
  bodyMarkdown: string;
}): CampaignEmail {
  const links = unsubscribeLinks(appUrl, TOKEN_PLACEHOLDER);
  const footerHtml = `<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#64748b">You receive this because you subscribed to the ${escapeHtml(company.name)} newsletter. <a href="${escapeHtml(links.page)}" style="color:#4338ca;text-decoration:underline">Unsubscribe</a></p>`;
  const footerText = `You receive this because you subscribed to the ${company.name} newsletter. Unsubscribe: ${links.page}`;
  const rendered = renderEmail({
    subject,
    preheader: subject,
    heading: subject,
    paragraphs: [],
    body: {
      html: markdownToEmailHtml(bodyMarkdown) + footerHtml,
      text: `${markdownToText(bodyMarkdown)}\n\n${footerText}`,
    },
  });
  return { ...rendered, headers: links.headers };
}

/** The email as one recipient gets it: their token in every link and header. */
export function personalise(email: CampaignEmail, token: string): CampaignEmail {
  const fill = (value: string) => value.replaceAll(TOKEN_PLACEHOLDER, token);
  return {
    subject: email.subject,
    html: fill(email.html),
    text: fill(email.text),
    headers: Object.fromEntries(
      Object.entries(email.headers).map(([name, value]) => [name, fill(value)]),
    ),
  };
}
