import type { Accounts } from "#app/auth/accounts.server.ts";
import type { Database } from "#app/db/client.server.ts";
import type { OutgoingEmail } from "#app/db/email-outbox.server.ts";
import { createGroupCommit, type Transaction } from "#app/db/group-commit.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  allowAttempt,
  allowAttempts,
  type Attempter,
  type RateLimitedAction,
} from "#app/lib/rate-limit.server.ts";

export interface Submission<Input> {
  input: Input;
  userId: string | null;
  spam: boolean;
  /**
   * Who is charged against the form's rate limits, in the transaction that stores the
   * submission; null when the request was charged already.
   */
  attempter: Attempter | null;
}

export type SubmissionOutcome = "stored" | "rate-limited";

/** The row a submission is stored as: what was sent, by whom, and whether it looked like spam. */
export type SubmissionRecord<Input> = Input & { userId: string | null; status: "new" | "spam" };

export interface SubmissionInbox<Input> {
  /** The rate limits every submission is charged against. */
  readonly action: RateLimitedAction;
  submit(submission: Submission<Input>): Promise<SubmissionOutcome>;
}

/**
 * Stores a form's submissions. Each one commits atomically with the rate-limit charge that lets
 * it in and the emails it sends (queued in the outbox); submissions arriving together share one
 * transaction (see createGroupCommit). Spam is stored for review and never mailed.
 */
export function createSubmissionInbox<Input>({
  db,
  mailer,
  action,
  store,
  emails,
}: {
  db: Database;
  mailer: Mailer;
  action: RateLimitedAction;
  /** Writes the accepted submissions' rows, in one statement. */
  store(tx: Transaction, records: SubmissionRecord<Input>[]): Promise<unknown>;
  /** The emails one accepted submission that is not spam sends. */
  emails(input: Input): OutgoingEmail[];
}): SubmissionInbox<Input> {
  const writes = createGroupCommit<Submission<Input>, SubmissionOutcome>(
    db,
    async (tx, submissions) => {
      const charged = submissions.filter((submission) => submission.attempter !== null);
      const verdicts = await allowAttempts(
        tx,
        action,
        charged.map((submission) => submission.attempter!),
      );
      const refused = new Set(charged.filter((_, index) => !verdicts[index]));
      const accepted = submissions.filter((submission) => !refused.has(submission));
      if (accepted.length > 0) {
        await store(
          tx,
          accepted.map(({ input, userId, spam }) => ({
            ...input,
            userId,
            status: spam ? ("spam" as const) : ("new" as const),
          })),
        );
        await mailer.queueAll(
          tx,
          accepted.filter((submission) => !submission.spam).flatMap(({ input }) => emails(input)),
        );
      }
      return submissions.map((submission) => (refused.has(submission) ? "rate-limited" : "stored"));
    },
  );
  return {
    action,
    async submit(submission) {
      const outcome = await writes.submit(submission);
      if (outcome === "stored" && !submission.spam) mailer.deliverSoon();
      return outcome;
    },
  };
}

/**
 * A form post's way into its inbox. A returning visitor's rate-limit charge commits with the
 * submission itself. A first-time visitor is charged before anything is written, so a refused
 * flood creates no sessions, and then gets the anonymous session every write needs.
 * Resolves with the headers to send (a new session's cookie), or null when rate-limited.
 */
export async function receiveSubmission<Input extends { email: string }>(
  { accounts, db }: { accounts: Accounts; db: Database },
  inbox: SubmissionInbox<Input>,
  {
    request,
    clientIp,
    input,
    spam,
  }: { request: Request; clientIp: string; input: Input; spam: boolean },
): Promise<{ headers: Headers | undefined } | null> {
  const current = await accounts.getSession(request.headers);
  const attempter = { ip: clientIp, email: input.email };
  if (!current && !(await allowAttempt(db, inbox.action, attempter))) return null;
  const session = current
    ? { userId: current.user.id, headers: undefined }
    : await accounts.startAnonymousSession(request.headers);
  const outcome = await inbox.submit({
    input,
    userId: session.userId,
    spam,
    attempter: current ? attempter : null,
  });
  return outcome === "stored" ? { headers: session.headers } : null;
}
