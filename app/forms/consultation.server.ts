import type { Database } from "#app/db/client.server.ts";
import { consultations } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  consultationConfirmationEmail,
  consultationNotificationEmail,
} from "#app/email/templates/consultation.server.ts";
import type { ConsultationInput } from "./consultation.ts";
import { createSubmissionInbox, type SubmissionInbox } from "./submission-inbox.server.ts";

export type ConsultationInbox = SubmissionInbox<ConsultationInput>;

/** Consultation requests: the team's copy (Reply-To the visitor) and the visitor's confirmation. */
export function createConsultationInbox({
  db,
  mailer,
  operatorEmail,
}: {
  db: Database;
  mailer: Mailer;
  operatorEmail: string;
}): ConsultationInbox {
  return createSubmissionInbox<ConsultationInput>({
    db,
    mailer,
    action: "consultation",
    store: (tx, records) => tx.insert(consultations).values(records),
    emails: (input) => [
      { recipient: operatorEmail, replyTo: input.email, ...consultationNotificationEmail(input) },
      { recipient: input.email, ...consultationConfirmationEmail(input) },
    ],
  });
}
