import type { Database } from "#app/db/client.server.ts";
import type { OutgoingEmail } from "#app/db/email-outbox.server.ts";
import { createGroupCommit, type Transaction } from "#app/db/group-commit.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import {
  allowAttempt,
  allowAttempts,
  type Attempter,
  type RateLimitedAction,
} from "#app/db/rate-limit-rules.server.ts";

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
  /** Stores one submission whose sender is known already (a request's, or seeded data). */
  submit(submission: Submission<Input>): Promise<SubmissionOutcome>;
  /**
   * A form post's way in, the same for every form: a returning visitor's rate-limit charge
   * commits with the submission itself; a first-time visitor is charged before anything is
   * written, so a refused flood creates no sessions, and then gets the anonymous session every
   * write needs. Resolves with the headers to send (a new session's cookie), or null when
   * rate-limited. Spam (the honeypot filled in) takes the same path and gets the same answer,
   * so a robot learns nothing; it is stored marked as spam and never mailed.
   */
  receive(post: ReceivedPost<Input>): Promise<{ headers: Headers | undefined } | null>;
}

/** What a form needs of the accounts: the sender's session, or a new anonymous one. */
export interface SubmissionSessions {
  getSession(headers: Headers): Promise<{ user: { id: string } } | null>;
  startAnonymousSession(headers: Headers): Promise<{ userId: string; headers: Headers }>;
}

export interface ReceivedPost<Input> {
  request: Request;
  clientIp: string;
  input: Input;
  spam: boolean;
}

/**
 * Stores a form's submissions. Each one commits atomically with the rate-limit charge that lets
 * it in and the emails it sends (queued in the outbox); submissions arriving together share one
 * transaction (see createGroupCommit).
 */
export function createSubmissionInbox<Input extends { email: string }, Mailable>({
  db,
  mailer,
  accounts,
  action,
  store,
  emails,
}: {
  db: Database;
  mailer: Mailer;
  accounts: SubmissionSessions;
  action: RateLimitedAction;
  /**
   * Writes the accepted submissions' rows, in one statement, and answers what is to be mailed
   * about: the new ones that are not spam (a repeated newsletter sign-up stores and mails
   * nothing).
   */
  store(tx: Transaction, records: SubmissionRecord<Input>[]): Promise<Mailable[]>;
  /** The emails one stored submission sends. */
  emails(stored: Mailable): OutgoingEmail[];
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
        const stored = await store(
          tx,
          accepted.map(({ input, userId, spam }) => ({
            ...input,
            userId,
            status: spam ? ("spam" as const) : ("new" as const),
          })),
        );
        await mailer.queueAll(tx, stored.flatMap(emails));
      }
      return submissions.map((submission) => (refused.has(submission) ? "rate-limited" : "stored"));
    },
  );

  async function submit(submission: Submission<Input>) {
    const outcome = await writes.submit(submission);
    if (outcome === "stored" && !submission.spam) mailer.deliverSoon();
    return outcome;
  }

  return {
    action,
    submit,
    async receive({ request, clientIp, input, spam }) {
      const current = await accounts.getSession(request.headers);
      const attempter = { ip: clientIp, email: input.email };
      if (!current && !(await allowAttempt(db, action, attempter))) return null;
      const session = current
        ? { userId: current.user.id, headers: undefined }
        : await accounts.startAnonymousSession(request.headers);
      const outcome = await submit({
        input,
        userId: session.userId,
        spam,
        attempter: current ? attempter : null,
      });
      return outcome === "stored" ? { headers: session.headers } : null;
    },
  };
}
