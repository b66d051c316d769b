import type { Database } from "#app/db/client.server.ts";
import { consultations } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  consultationConfirmationEmail,
  consultationNotificationEmail,
} from "#app/email/templates/consultation.server.ts";
import type { ConsultationInput } from "./consultation.ts";

/** Stores the request and, in the same transaction, queues the team's copy and the confirmation. */
export async function submitConsultation(
  { db, mailer, operatorEmail }: { db: Database; mailer: Mailer; operatorEmail: string },
  { input, userId, spam }: { input: ConsultationInput; userId: string | null; spam: boolean },
) {
  await db.transaction(async (tx) => {
    await tx.insert(consultations).values({ ...input, userId, status: spam ? "spam" : "new" });
    if (spam) return;
    await mailer.queue(tx, {
      recipient: operatorEmail,
      replyTo: input.email,
      ...consultationNotificationEmail(input),
    });
    await mailer.queue(tx, { recipient: input.email, ...consultationConfirmationEmail(input) });
  });
  if (!spam) mailer.deliverSoon();
}
