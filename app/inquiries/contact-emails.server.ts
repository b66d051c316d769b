import { company } from "#app/content/site.ts";
import type { ContactInput } from "./contact-schema.ts";
import { escapeHtml, renderEmail } from "#app/email/layout.server.ts";
import { transcriptParts, type Speaker } from "./chat-transcript.ts";

/** The subjects of the emails a contact message or a chat hand-over sends. */
export const contactEmailSubjects = {
  notification: (contact: Pick<ContactInput, "name" | "company">) =>
    `New contact message from ${contact.name} (${contact.company})`,
  chatHandOver: (email: string) => `Question passed on from the chat by ${email}`,
  acknowledgement: `We received your message - ${company.name}`,
};

/** The team's copy of a contact message; replying answers the sender directly. */
export function contactNotificationEmail(contact: ContactInput) {
  return renderEmail({
    subject: contactEmailSubjects.notification(contact),
    preheader: contact.message.slice(0, 120),
    heading: "New contact message",
    paragraphs: [
      `From: ${contact.name} <${contact.email}>`,
      `Company: ${contact.company}`,
      ...contact.message.split(/\n{2,}/),
      "Reply to this email to answer the sender directly.",
    ],
  });
}

/**
 * The team's copy of a conversation the chat assistant passed on, transcript included: the
 * text part as the inbox stores it (see chat-transcript.ts), the HTML part each turn as its
 * speaker's name over a quoted block, so no visitor can write a turn of their own.
 */
export function chatHandOverNotificationEmail(handOver: {
  name: string;
  email: string;
  message: string;
}) {
  return renderEmail({
    subject: contactEmailSubjects.chatHandOver(handOver.email),
    preheader: "A visitor asked the chat assistant for a person.",
    heading: "A visitor asked for a person in the chat",
    paragraphs: [`From: ${handOver.name} <${handOver.email}>`, "The conversation so far:"],
    body: { html: transcriptHtml(handOver.message), text: handOver.message },
    note: "Reply to this email to answer the visitor directly.",
  });
}

const turnStyles: Record<Speaker, string> = {
  Visitor: "border-left:3px solid #6366f1;background:#eef2ff",
  Assistant: "border-left:3px solid #cbd5e1;background:#f8fafc",
  Team: "border-left:3px solid #0d9488;background:#f0fdfa",
};

const noteStyle = "margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b";

function transcriptHtml(message: string): string {
  return transcriptParts(message)
    .map((part) => {
      if (part.kind === "turn") {
        return (
          `<p style="margin:0 0 4px;font-size:13px;font-weight:700;color:#0f172a">${part.speaker}</p>` +
          `<blockquote style="margin:0 0 16px;padding:8px 12px;${turnStyles[part.speaker]};font-size:15px;line-height:22px;color:#334155">` +
          `${part.lines.map(escapeHtml).join("<br>")}</blockquote>`
        );
      }
      if (part.kind === "record") {
        const url = escapeHtml(part.url);
        return `<p style="${noteStyle}">${escapeHtml(part.label)} <a href="${url}" style="color:#4338ca">${url}</a></p>`;
      }
      return `<p style="${noteStyle};white-space:pre-wrap">${escapeHtml(part.text)}</p>`;
    })
    .join("");
}

/**
 * The sender's acknowledgement. It goes to whatever address was typed into the form, so it
 * repeats nothing the visitor wrote (not even the name): otherwise anyone could have us send
 * words of their choosing from our domain to anyone.
 */
export function contactAcknowledgementEmail() {
  return renderEmail({
    subject: contactEmailSubjects.acknowledgement,
    preheader: "Thanks for getting in touch. We'll reply within one business day.",
    heading: "Thanks for getting in touch",
    paragraphs: [
      `We received your message and a member of our team will reply within one business day (${company.supportHours}).`,
    ],
    note: `If you did not send this message, you can ignore this email or tell us at ${company.supportEmail}.`,
  });
}
