import type { Accounts } from "#app/auth/accounts.server.ts";
import type { Database } from "#app/db/client.server.ts";
import { subscriptions } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  createSubmissionInbox,
  type SubmissionRecord,
} from "#app/forms/submission-inbox.server.ts";
import { randomToken } from "#app/lib/tokens.server.ts";
import { newsletterWelcomeEmail } from "./newsletter-emails.server.ts";
import type { NewsletterInput } from "./newsletter-schema.ts";

/**
 * Newsletter sign-ups, through the same receive path as the other forms. An address with an
 * active subscription keeps it: a repeat stores nothing and sends no second welcome email.
 */
export function createNewsletterInbox({
  db,
  mailer,
  accounts,
  appUrl,
}: {
  db: Database;
  mailer: Mailer;
  accounts: Accounts;
  appUrl: string;
}) {
  return createSubmissionInbox({
    db,
    mailer,
    accounts,
    action: "newsletter",
    store: async (tx, records: SubmissionRecord<NewsletterInput>[]) => {
      const created = await tx
        .insert(subscriptions)
        .values(
          records.map(({ email, userId, status }) => ({
            id: randomToken(),
            email,
            userId,
            status: status === "spam" ? ("spam" as const) : ("subscribed" as const),
          })),
        )
        .onConflictDoNothing()
        .returning({
          id: subscriptions.id,
          email: subscriptions.email,
          status: subscriptions.status,
        });
      return created.filter((row) => row.status === "subscribed");
    },
    emails: ({ id, email }) => [
      { recipient: email, ...newsletterWelcomeEmail({ appUrl, subscriptionId: id }) },
    ],
  });
}

export type NewsletterInbox = ReturnType<typeof createNewsletterInbox>;
