import { randomUUID } from "node:crypto";
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

/** A chat conversation passed on to the team: who to answer, and the transcript (see chat-transcript.ts). */
export interface ChatHandOverInput {
  name: string;
  email: string;
  message: string;
}

type EmailContent = Omit<OutgoingEmail, "recipient" | "replyTo">;

/**
 * The rows to insert, each with its id made here, so the emails about it can name it (the
 * console lists them on the item's page) without relying on the order RETURNING gives.
 */
const withIds = <Input>(records: SubmissionRecord<Input>[]) =>
  records.map((record) => ({ ...record, id: randomUUID() }));

/** Spam is kept for review and never mailed. */
const notSpam = <Row extends { status: string }>(records: Row[]) =>
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
  /**
   * Each submission mails the team (Reply-To the sender) and the sender; both emails are linked
   * to the stored row.
   */
  const teamAndSender =
    <Input extends { email: string }>(
      link: "contactId" | "consultationId",
      team: (input: Input) => EmailContent,
      sender: (input: Input) => EmailContent,
    ) =>
    (input: Input & { id: string }): OutgoingEmail[] => [
      { recipient: operatorEmail, replyTo: input.email, ...team(input), [link]: input.id },
      { recipient: input.email, ...sender(input), [link]: input.id },
    ];

  return {
    contact: createSubmissionInbox({
      db,
      mailer,
      accounts,
      action: "contact",
      store: async (tx, records: SubmissionRecord<ContactInput>[]) => {
        const rows = withIds(records);
        await tx.insert(contacts).values(rows);
        return notSpam(rows);
      },
      emails: teamAndSender("contactId", contactNotificationEmail, contactAcknowledgementEmail),
    }),
    chatHandOver: createSubmissionInbox({
      db,
      mailer,
      accounts,
      action: "contact",
      store: async (tx, records: SubmissionRecord<ChatHandOverInput>[]) => {
        const rows = withIds(records);
        await tx
          .insert(contacts)
          .values(rows.map((row) => ({ ...row, company: "", source: "chat" as const })));
        return notSpam(rows);
      },
      emails: teamAndSender(
        "contactId",
        chatHandOverNotificationEmail,
        contactAcknowledgementEmail,
      ),
    }),
    consultation: createSubmissionInbox({
      db,
      mailer,
      accounts,
      action: "consultation",
      store: async (tx, records: SubmissionRecord<ConsultationInput>[]) => {
        const rows = withIds(records);
        await tx.insert(consultations).values(rows);
        return notSpam(rows);
      },
      emails: teamAndSender(
        "consultationId",
        consultationNotificationEmail,
        consultationConfirmationEmail,
      ),
    }),
  };
}

export type InquiryInboxes = ReturnType<typeof createInquiryInboxes>;
