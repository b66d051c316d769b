import { company } from "#app/content/site.ts";
import { escapeHtml, renderEmail } from "#app/email/layout.server.ts";
import type { InquiryKind } from "./inbox-filter.ts";

/** The subject a reply starts with, answering the acknowledgement the visitor received. */
export function defaultReplySubject(kind: InquiryKind): string {
  return kind === "contact"
    ? `Re: Your message to ${company.name}`
    : `Re: Your ${company.name} consultation request`;
}

/**
 * A team member's plain-text reply in the site's email layout. The text part is the reply as
 * written; the HTML part keeps its paragraphs and line breaks.
 */
export function replyEmail({ subject, body }: { subject: string; body: string }) {
  const text = body.replace(/\r\n?/g, "\n");
  const html = text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
    )
    .join("");
  return renderEmail({
    subject,
    preheader: text.slice(0, 120),
    heading: `A reply from ${company.name}`,
    paragraphs: [],
    body: { html, text },
    note: "Reply to this email to continue the conversation with our team.",
  });
}
