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
import {
  chatHandOverNotificationEmail,
  contactAcknowledgementEmail,
  contactNotificationEmail,
} from "./contact-emails.server.ts";
import type { ContactInput } from "./contact-schema.ts";

/** A chat conversation passed on to the team: who to answer, and the transcript. */
export interface ChatHandOverInput {
  name: string;
  email: string;
  message: string;
}

type EmailContent = Omit<OutgoingEmail, "recipient" | "replyTo">;

/** Spam is kept for review and never mailed. */
const notSpam = <Input>(records: SubmissionRecord<Input>[]) =>
  records.filter((record) => record.status !== "spam");

/**
 * The inboxes of the contact form, the chat's hand-over to the team and the consultation wizard
 * (see createSubmissionInbox). A hand-over is a contact message: same table, budgets and outbox.
 */
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
    chatHandOver: createSubmissionInbox({
      db,
      mailer,
      accounts,
      action: "contact",
      store: async (tx, records: SubmissionRecord<ChatHandOverInput>[]) => {
        await tx
          .insert(contacts)
          .values(records.map((record) => ({ ...record, company: "", source: "chat" as const })));
        return notSpam(records);
      },
      emails: teamAndSender(chatHandOverNotificationEmail, contactAcknowledgementEmail),
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
