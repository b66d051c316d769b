import { createHash, createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { verifyPassword } from "#app/auth/password-hashing.server.ts";
import type { Database } from "#app/db/client.server.ts";
import { accounts, sessions, users, type UserStatus } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import { reactivationEmail, recoveryEmail } from "#app/email/templates/account.server.ts";
import { randomToken } from "#app/lib/tokens.server.ts";
import {
  ACCOUNT_LINK_VALID_HOURS,
  DELETION_GRACE_DAYS,
  lifecycleMessages,
  RECOVERY_LIMIT_DAYS,
} from "./messages.ts";

const DAY_MS = 86_400_000;
const LINK_VALID_MS = ACCOUNT_LINK_VALID_HOURS * 3_600_000;

export type AccountLinkKind = "activation" | "recovery";

const reactivatable: UserStatus[] = ["inactive", "request_reactivate", "activation_requested"];
const recoverable: UserStatus[] = [
  "pending_deletion",
  "closed",
  "request_recover",
  "recovery_requested",
];

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type LinkOutcome =
  { ok: true } | { ok: false; message: string; needsTerms?: boolean; offerReactivation?: boolean };

interface LifecycleDependencies {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Keys the choice of answer for emails without an eligible account (see recoverAccount). */
  secret: string;
  now?: () => Date;
}

/** Deactivation, deletion, and the emailed links that bring an account back. */
export function createLifecycle({
  db,
  mailer,
  appUrl,
  secret,
  now = () => new Date(),
}: LifecycleDependencies) {
  async function userWithPassword(email: string, password: string) {
    const [row] = await db
      .select({ user: users, passwordHash: accounts.password })
      .from(users)
      .innerJoin(
        accounts,
        and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")),
      )
      .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.isAnonymous, false)));
    if (!row?.passwordHash) return null;
    return (await verifyPassword({ hash: row.passwordHash, password })) ? row.user : null;
  }

  /** Issues a new link (replacing any earlier one) and queues its email in one transaction. */
  async function issueLink(user: typeof users.$inferSelect, kind: AccountLinkKind) {
    const token = randomToken();
    const at = now();
    const path = kind === "activation" ? "/activate-account" : "/recover-account";
    const url = `${appUrl}${path}?${new URLSearchParams({ token })}`;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set(
          kind === "activation"
            ? {
                status: "activation_requested",
                activationTokenHash: hashToken(token),
                activationRequestedDate: at,
                reactivationRequestedAt: at,
              }
            : {
                status: "recovery_requested",
                recoveryTokenHash: hashToken(token),
                recoveryRequestedDate: at,
                recoveryRequestedAt: at,
              },
        )
        .where(eq(users.id, user.id));
      const email =
        kind === "activation"
          ? reactivationEmail({ name: user.name, url })
          : recoveryEmail({ name: user.name, url });
      await mailer.queue(tx, { recipient: user.email, ...email });
    });
    mailer.deliverSoon();
  }

  function stillRecoverable(user: typeof users.$inferSelect) {
    const requested = user.deletionRequestedAt?.getTime();
    return requested === undefined || now().getTime() - requested <= RECOVERY_LIMIT_DAYS * DAY_MS;
  }

  async function findUser(email: string) {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.isAnonymous, false)));
    return user;
  }

  return {
    async setAiModelOptIn(userId: string, optIn: boolean) {
      await db
        .update(users)
        .set({ aiModelOptIn: optIn, updatedAt: now() })
        .where(eq(users.id, userId));
    },

    /** Deactivates the account at once and ends every session of its user. */
    async deactivate(userId: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status: "inactive", deactivatedAt: now() })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },

    /** Schedules the account's closure in seven days and ends every session of its user. */
    async requestDeletion(userId: string) {
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            status: "pending_deletion",
            deletionRequestedAt: at,
            scheduledDeletionDate: new Date(at.getTime() + DELETION_GRACE_DAYS * DAY_MS),
          })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },

    /**
     * The sign-in dialog's Request Account Reactivation / Recovery. The owner's request is
     * recorded (request_reactivate / request_recover) and answered by email. The answer on
     * screen is the same whether or not the address has such an account.
     */
    async requestLink(email: string, kind: AccountLinkKind) {
      const user = await findUser(email);
      if (!user) return;
      if (kind === "activation" && reactivatable.includes(user.status)) {
        await db.update(users).set({ status: "request_reactivate" }).where(eq(users.id, user.id));
        await issueLink(user, "activation");
      } else if (
        kind === "recovery" &&
        recoverable.includes(user.status) &&
        stillRecoverable(user)
      ) {
        await db.update(users).set({ status: "request_recover" }).where(eq(users.id, user.id));
        await issueLink(user, "recovery");
      }
    },

    /**
     * The recoverAccount server function. An eligible account gets the link its status calls
     * for; any other address gets an answer chosen by a keyed hash of the address, so the
     * answer never tells whether an account exists.
     */
    async recoverAccount(
      email: string,
    ): Promise<{ status: "activation_requested" | "recovery_requested"; message: string }> {
      const user = await findUser(email);
      let kind: AccountLinkKind | null = null;
      if (user && reactivatable.includes(user.status)) kind = "activation";
      else if (user && recoverable.includes(user.status) && stillRecoverable(user))
        kind = "recovery";
      if (user && kind) await issueLink(user, kind);
      const answer =
        kind ??
        ((createHmac("sha256", secret).update(email.trim().toLowerCase()).digest()[0] ?? 0) % 2 ===
        0
          ? "activation"
          : "recovery");
      return answer === "activation"
        ? { status: "activation_requested", message: lifecycleMessages.reactivationEmailSent }
        : { status: "recovery_requested", message: lifecycleMessages.recoveryEmailSent };
    },

    /** /activate-account: the spec's checks in order, then the account is active again. */
    async activate(input: {
      token: string;
      email: string;
      password: string;
    }): Promise<LinkOutcome> {
      if (!input.token) return { ok: false, message: lifecycleMessages.invalidActivationLink };
      const user = await userWithPassword(input.email, input.password);
      if (!user)
        return {
          ok: false,
          message: lifecycleMessages.invalidCredentials,
          offerReactivation: true,
        };
      if (user.status === "inactive")
        return { ok: false, message: lifecycleMessages.needsReactivation, offerReactivation: true };
      if (user.status !== "activation_requested")
        return { ok: false, message: lifecycleMessages.cannotActivate, offerReactivation: true };
      if (user.activationTokenHash !== hashToken(input.token)) {
        return {
          ok: false,
          message: lifecycleMessages.activationLinkReplaced,
          offerReactivation: true,
        };
      }
      if (
        !user.activationRequestedDate ||
        now().getTime() - user.activationRequestedDate.getTime() > LINK_VALID_MS
      ) {
        return { ok: false, message: lifecycleMessages.linkExpired, offerReactivation: true };
      }
      await db
        .update(users)
        .set({
          status: "active",
          activatedAt: now(),
          activationTokenHash: null,
          deactivatedAt: null,
        })
        .where(eq(users.id, user.id));
      return { ok: true };
    },

    /** /recover-account: the spec's checks, the terms after the deletion date, then active again. */
    async recover(input: {
      token: string;
      email: string;
      password: string;
      acceptedTerms: boolean;
    }): Promise<LinkOutcome> {
      if (!input.token) return { ok: false, message: lifecycleMessages.invalidRecoveryLink };
      const user = await userWithPassword(input.email, input.password);
      if (!user) return { ok: false, message: lifecycleMessages.invalidCredentials };
      if (user.status !== "recovery_requested")
        return { ok: false, message: lifecycleMessages.cannotRecover };
      if (user.recoveryTokenHash !== hashToken(input.token))
        return { ok: false, message: lifecycleMessages.recoveryLinkReplaced };
      if (
        !user.recoveryRequestedDate ||
        now().getTime() - user.recoveryRequestedDate.getTime() > LINK_VALID_MS
      ) {
        return { ok: false, message: lifecycleMessages.linkExpired };
      }
      const pastDeletionDate =
        user.scheduledDeletionDate !== null &&
        user.scheduledDeletionDate.getTime() < now().getTime();
      if (pastDeletionDate && !input.acceptedTerms) {
        return { ok: false, message: lifecycleMessages.acceptTerms, needsTerms: true };
      }
      await db
        .update(users)
        .set({
          status: "active",
          recoveredAt: now(),
          recoveryTokenHash: null,
          scheduledDeletionDate: null,
          deletionRequestedAt: null,
        })
        .where(eq(users.id, user.id));
      return { ok: true };
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
