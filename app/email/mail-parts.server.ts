import type { OutboxEmail } from "#app/db/schema.server.ts";

/** A file that travels with an email, as a mail program lists it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The name mail programs show for a meeting invitation's calendar part. */
export const CALENDAR_FILENAME = "invite.ics";

/**
 * The email's files: its calendar part, if it has one, with the METHOD that makes a mail program
 * offer to answer the invitation (or take a cancelled meeting off the calendar).
 */
export function mailAttachments(email: Pick<OutboxEmail, "calendar">): MailAttachment[] {
  if (!email.calendar) return [];
  return [
    {
      filename: CALENDAR_FILENAME,
      contentType: `text/calendar; charset=utf-8; method=${email.calendar.method}`,
      content: email.calendar.content,
    },
  ];
}

/**
 * The headers a recipient's mail program shows or acts on, in the order they are usually read:
 * sender, recipient, where replies go, subject, then the email's own (List-Unsubscribe…).
 */
export function mailHeaders(
  email: Pick<OutboxEmail, "recipient" | "replyTo" | "subject" | "headers">,
  from: string,
): { name: string; value: string }[] {
  return [
    { name: "From", value: from },
    { name: "To", value: email.recipient },
    ...(email.replyTo ? [{ name: "Reply-To", value: email.replyTo }] : []),
    { name: "Subject", value: email.subject },
    ...Object.entries(email.headers).map(([name, value]) => ({ name, value })),
  ];
}
