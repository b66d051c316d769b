import { company } from "#app/content/site.ts";
import type { ContactInput } from "./contact-schema.ts";
import { renderEmail } from "#app/email/layout.server.ts";

/** The team's copy of a contact message; replying answers the sender directly. */
export function contactNotificationEmail(contact: ContactInput) {
  return renderEmail({
    subject: `New contact message from ${contact.name} (${contact.company})`,
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

/** The team's copy of a conversation the chat assistant passed on, transcript included. */
export function chatHandOverNotificationEmail(handOver: {
  name: string;
  email: string;
  message: string;
}) {
  return renderEmail({
    subject: `Question passed on from the chat by ${handOver.email}`,
    preheader: "A visitor asked the chat assistant for a person.",
    heading: "A visitor asked for a person in the chat",
    paragraphs: [
      `From: ${handOver.name} <${handOver.email}>`,
      "The conversation so far:",
      ...handOver.message.split(/\n{2,}/),
      "Reply to this email to answer the visitor directly.",
    ],
  });
}

/**
 * The sender's acknowledgement. It goes to whatever address was typed into the form, so it
 * repeats nothing the visitor wrote (not even the name): otherwise anyone could have us send
 * words of their choosing from our domain to anyone.
 */
export function contactAcknowledgementEmail() {
  return renderEmail({
    subject: `We received your message - ${company.name}`,
    preheader: "Thanks for getting in touch. We'll reply within one business day.",
    heading: "Thanks for getting in touch",
    paragraphs: [
      `We received your message and a member of our team will reply within one business day (${company.supportHours}).`,
    ],
    note: `If you did not send this message, you can ignore this email or tell us at ${company.supportEmail}.`,
  });
}
