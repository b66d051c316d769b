import type { Database } from "#app/db/client.server.ts";
import { contacts } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  contactAcknowledgementEmail,
  contactNotificationEmail,
} from "#app/email/templates/contact.server.ts";
import type { ContactInput } from "./contact.ts";

/**
 * Stores a contact message and, in the same transaction, queues the team's copy (Reply-To the
 * sender) and the sender's acknowledgement. Spam is stored for review and never delivered.
 */
export async function submitContact(
  { db, mailer, operatorEmail }: { db: Database; mailer: Mailer; operatorEmail: string },
  { input, userId, spam }: { input: ContactInput; userId: string | null; spam: boolean },
) {
  await db.transaction(async (tx) => {
    await tx.insert(contacts).values({ ...input, userId, status: spam ? "spam" : "new" });
    if (spam) return;
    await mailer.queue(tx, {
      recipient: operatorEmail,
      replyTo: input.email,
      ...contactNotificationEmail(input),
    });
    await mailer.queue(tx, { recipient: input.email, ...contactAcknowledgementEmail(input) });
  });
  if (!spam) mailer.deliverSoon();
}
