import type { Database } from "#app/db/client.server.ts";
import { contacts } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  contactAcknowledgementEmail,
  contactNotificationEmail,
} from "#app/email/templates/contact.server.ts";
import type { ContactInput } from "./contact.ts";
import { createSubmissionInbox, type SubmissionInbox } from "./submission-inbox.server.ts";

export type ContactInbox = SubmissionInbox<ContactInput>;

/** Contact messages: the team's copy (Reply-To the sender) and the sender's acknowledgement. */
export function createContactInbox({
  db,
  mailer,
  operatorEmail,
}: {
  db: Database;
  mailer: Mailer;
  operatorEmail: string;
}): ContactInbox {
  return createSubmissionInbox<ContactInput>({
    db,
    mailer,
    action: "contact",
    store: (tx, records) => tx.insert(contacts).values(records),
    emails: (input) => [
      { recipient: operatorEmail, replyTo: input.email, ...contactNotificationEmail(input) },
      { recipient: input.email, ...contactAcknowledgementEmail(input) },
    ],
  });
}
