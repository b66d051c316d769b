import type { Accounts } from "#app/auth/accounts.server.ts";
import type { Database } from "#app/db/client.server.ts";
import type { OutgoingEmail } from "#app/db/email-outbox.server.ts";
import { consultations, contacts } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  createSubmissionInbox,
  type SubmissionRecord,
} from "#app/forms/submission-inbox.server.ts";
import {
  consultationConfirmationEmail,
  consultationNotificationEmail,
} from "./consultation-emails.server.ts";
import type { ConsultationInput } from "./consultation-schema.ts";
import { contactAcknowledgementEmail, contactNotificationEmail } from "./contact-emails.server.ts";
import type { ContactInput } from "./contact-schema.ts";

type EmailContent = Omit<OutgoingEmail, "recipient" | "replyTo">;

/** Spam is kept for review and never mailed. */
const notSpam = <Input>(records: SubmissionRecord<Input>[]) =>
  records.filter((record) => record.status !== "spam");

/** The inboxes of the contact form and the consultation wizard (see createSubmissionInbox). */
export function createInquiryInboxes({
  db,
  mailer,
  accounts,
  operatorEmail,
}: {
  db: Database;
  mailer: Mailer;
  accounts: Accounts;
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
    contact: createSubmissionInbox({
      db,
      mailer,
      accounts,
      action: "contact",
      store: async (tx, records: SubmissionRecord<ContactInput>[]) => {
        await tx.insert(contacts).values(records);
        return notSpam(records);
      },
      emails: teamAndSender(contactNotificationEmail, contactAcknowledgementEmail),
    }),
    consultation: createSubmissionInbox({
      db,
      mailer,
      accounts,
      action: "consultation",
      store: async (tx, records: SubmissionRecord<ConsultationInput>[]) => {
        await tx.insert(consultations).values(records);
        return notSpam(records);
      },
      emails: teamAndSender(consultationNotificationEmail, consultationConfirmationEmail),
    }),
  };
}

export type InquiryInboxes = ReturnType<typeof createInquiryInboxes>;
