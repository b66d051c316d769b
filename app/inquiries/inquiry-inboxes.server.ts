import type { Database } from "#app/db/client.server.ts";
import type { OutgoingEmail } from "#app/db/email-outbox.server.ts";
import { consultations, contacts } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  consultationConfirmationEmail,
  consultationNotificationEmail,
} from "#app/email/templates/consultation.server.ts";
import {
  contactAcknowledgementEmail,
  contactNotificationEmail,
} from "#app/email/templates/contact.server.ts";
import type { ConsultationInput } from "./consultation.ts";
import type { ContactInput } from "./contact.ts";
import { createSubmissionInbox } from "./submission-inbox.server.ts";

type EmailContent = Omit<OutgoingEmail, "recipient" | "replyTo">;

/** The inboxes of the contact form and the consultation wizard (see createSubmissionInbox). */
export function createFormInboxes({
  db,
  mailer,
  operatorEmail,
}: {
  db: Database;
  mailer: Mailer;
  operatorEmail: string;
}) {
  /** Each submission mails the team (Reply-To the sender) and the sender. */
  const teamAndSender =
    <Input extends { email: string }>(
      team: (input: Input) => EmailContent,
      sender: (input: Input) => EmailContent,
    ) =>
    (input: Input): OutgoingEmail[] => [
      { recipient: operatorEmail, replyTo: input.email, ...team(input) },
      { recipient: input.email, ...sender(input) },
    ];

  return {
    contact: createSubmissionInbox<ContactInput>({
      db,
      mailer,
      action: "contact",
      store: (tx, records) => tx.insert(contacts).values(records),
      emails: teamAndSender(contactNotificationEmail, contactAcknowledgementEmail),
    }),
    consultation: createSubmissionInbox<ConsultationInput>({
      db,
      mailer,
      action: "consultation",
      store: (tx, records) => tx.insert(consultations).values(records),
      emails: teamAndSender(consultationNotificationEmail, consultationConfirmationEmail),
    }),
  };
}

export type FormInboxes = ReturnType<typeof createFormInboxes>;
