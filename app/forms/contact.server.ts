import type { Database } from "#app/db/client.server.ts";
import { createGroupCommit } from "#app/db/group-commit.server.ts";
import { contacts } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  contactAcknowledgementEmail,
  contactNotificationEmail,
} from "#app/email/templates/contact.server.ts";
import { allowAttempts, type Attempter } from "#app/lib/rate-limit.server.ts";
import type { ContactInput } from "./contact.ts";

export interface ContactSubmission {
  input: ContactInput;
  userId: string | null;
  spam: boolean;
  /**
   * Who is charged against the contact budgets, in the transaction that stores the message;
   * null when the request was charged already.
   */
  attempter: Attempter | null;
}

export type ContactOutcome = "stored" | "rate-limited";

export interface ContactInbox {
  submit(submission: ContactSubmission): Promise<ContactOutcome>;
}

/**
 * Stores contact messages. Each one, with the rate-limit charge that lets it in, the team's copy
 * (Reply-To the sender) and the sender's acknowledgement, commits atomically; messages that
 * arrive together share one transaction (see createGroupCommit). Spam is stored for review and
 * never delivered.
 */
export function createContactInbox({
  db,
  mailer,
  operatorEmail,
}: {
  db: Database;
  mailer: Mailer;
  operatorEmail: string;
}): ContactInbox {
  const writes = createGroupCommit<ContactSubmission, ContactOutcome>(
    db,
    async (tx, submissions) => {
      const charged = submissions.filter((submission) => submission.attempter !== null);
      const verdicts = await allowAttempts(
        tx,
        "contact",
        charged.map((submission) => submission.attempter!),
      );
      const refused = new Set(charged.filter((_, index) => !verdicts[index]));
      const accepted = submissions.filter((submission) => !refused.has(submission));
      if (accepted.length > 0) {
        await tx.insert(contacts).values(
          accepted.map(({ input, userId, spam }) => ({
            ...input,
            userId,
            status: spam ? ("spam" as const) : ("new" as const),
          })),
        );
        await mailer.queueAll(
          tx,
          accepted
            .filter((submission) => !submission.spam)
            .flatMap(({ input }) => [
              {
                recipient: operatorEmail,
                replyTo: input.email,
                ...contactNotificationEmail(input),
              },
              { recipient: input.email, ...contactAcknowledgementEmail(input) },
            ]),
        );
      }
      return submissions.map((submission) => (refused.has(submission) ? "rate-limited" : "stored"));
    },
  );
  return {
    async submit(submission) {
      const outcome = await writes.submit(submission);
      if (outcome === "stored" && !submission.spam) mailer.deliverSoon();
      return outcome;
    },
  };
}
