import { createHmac } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { userWithPassword } from "#app/auth/password-check.server.ts";
import type { Database } from "#app/db/client.server.ts";
import { sessions, users, type UserStatus } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import { reactivationEmail, recoveryEmail } from "#app/auth/account-emails.server.ts";
import { hashToken, randomToken } from "#app/lib/tokens.server.ts";
import {
  ACCOUNT_LINK_VALID_HOURS,
  DELETION_GRACE_DAYS,
  lifecycleMessages,
  RECOVERY_LIMIT_DAYS,
} from "./account-messages.ts";
import { DAY_MS, HOUR_MS } from "#app/lib/durations.ts";

const LINK_VALID_MS = ACCOUNT_LINK_VALID_HOURS * HOUR_MS;

export type AccountLinkKind = "activation" | "recovery";

/**
 * The lifecycle states a link can bring back to active. Asking for a link never changes the
 * state: the link is kept in its own columns (a hash of its token and when it was sent), so a
 * deletion keeps its schedule until the owner actually completes recovery.
 */
const reactivatable: UserStatus[] = ["inactive"];
const recoverable: UserStatus[] = ["pending_deletion", "closed"];

export type LinkOutcome =
  | { ok: true }
  | {
      ok: false;
      message: string;
      /** The email and password were right: the failure is about the link or the account. */
      passwordVerified: boolean;
      needsTerms?: boolean;
      offerReactivation?: boolean;
    };

interface LifecycleDependencies {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Keys the choice of answer for emails without an eligible account (see recoverAccount). */
  secret: string;
  now?: () => Date;
}

/** Deactivation, deletion, and the emailed links that bring an account back. */
/** No link of either kind is pending. */
const noLinks = { activationTokenHash: null, recoveryTokenHash: null } as const;

const reactivation = { offerReactivation: true } as const;

function refused(
  message: string,
  passwordVerified: boolean,
  extra: { offerReactivation?: boolean } = {},
): Extract<LinkOutcome, { ok: false }> {
  return { ok: false, message, passwordVerified, ...extra };
}

export function createLifecycle({
  db,
  mailer,
  appUrl,
  secret,
  now = () => new Date(),
}: LifecycleDependencies) {
  /**
   * Issues a new link (replacing any earlier one) and queues its email in one transaction. Only
   * the link is written: the account's state and its deletion schedule stay as they are.
   */
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
                activationTokenHash: hashToken(token),
                activationRequestedDate: at,
                reactivationRequestedAt: at,
              }
            : {
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

  /** Which link, if any, an account in this state may be sent. */
  function linkFor(user: typeof users.$inferSelect): AccountLinkKind | null {
    if (reactivatable.includes(user.status)) return "activation";
    if (recoverable.includes(user.status) && stillRecoverable(user)) return "recovery";
    return null;
  }

  const linkExpired = (requestedAt: Date | null) =>
    !requestedAt || now().getTime() - requestedAt.getTime() > LINK_VALID_MS;

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

    /**
     * Deactivates the account at once and ends every session of its user. A link left from an
     * earlier deactivation or deletion is void from now on.
     */
    async deactivate(userId: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status: "inactive", deactivatedAt: now(), ...noLinks })
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
            ...noLinks,
          })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },

    /**
     * The sign-in dialog's Request Account Reactivation / Recovery, answered by email. The
     * answer on screen is the same whether or not the address has such an account.
     */
    async requestLink(email: string, kind: AccountLinkKind) {
      const user = await findUser(email);
      if (user && linkFor(user) === kind) await issueLink(user, kind);
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
      const kind = user ? linkFor(user) : null;
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

    /** /activate-account: the checks of docs/product.md#104-reactivation-and-recovery-links in order, then the account is active again. */
    async activate(input: {
      token: string;
      email: string;
      password: string;
    }): Promise<LinkOutcome> {
      if (!input.token) return refused(lifecycleMessages.invalidActivationLink, false);
      const user = await userWithPassword(db, input.email, input.password);
      if (!user) return refused(lifecycleMessages.invalidCredentials, false, reactivation);
      const fail = (message: string) => refused(message, true, reactivation);
      if (user.status !== "inactive") return fail(lifecycleMessages.cannotActivate);
      if (!user.activationTokenHash) return fail(lifecycleMessages.needsReactivation);
      const tokenHash = hashToken(input.token);
      if (user.activationTokenHash !== tokenHash)
        return fail(lifecycleMessages.activationLinkReplaced);
      if (linkExpired(user.activationRequestedDate)) return fail(lifecycleMessages.linkExpired);
      // Only the account and link that were checked: a deletion or a newer link in between wins.
      const [activated] = await db
        .update(users)
        .set({
          status: "active",
          activatedAt: now(),
          activationTokenHash: null,
          deactivatedAt: null,
        })
        .where(
          and(
            eq(users.id, user.id),
            eq(users.status, "inactive"),
            eq(users.activationTokenHash, tokenHash),
          ),
        )
        .returning({ id: users.id });
      return activated ? { ok: true } : fail(lifecycleMessages.cannotActivate);
    },

    /** /recover-account: the checks of docs/product.md#104-reactivation-and-recovery-links, the terms after the deletion date, then active again. */
    async recover(input: {
      token: string;
      email: string;
      password: string;
      acceptedTerms: boolean;
    }): Promise<LinkOutcome> {
      if (!input.token) return refused(lifecycleMessages.invalidRecoveryLink, false);
      const user = await userWithPassword(db, input.email, input.password);
      if (!user) return refused(lifecycleMessages.invalidCredentials, false);
      const fail = (message: string) => refused(message, true);
      if (!recoverable.includes(user.status) || !user.recoveryTokenHash || !stillRecoverable(user))
        return fail(lifecycleMessages.cannotRecover);
      const tokenHash = hashToken(input.token);
      if (user.recoveryTokenHash !== tokenHash) return fail(lifecycleMessages.recoveryLinkReplaced);
      if (linkExpired(user.recoveryRequestedDate)) return fail(lifecycleMessages.linkExpired);
      const pastDeletionDate =
        user.scheduledDeletionDate !== null &&
        user.scheduledDeletionDate.getTime() < now().getTime();
      if (pastDeletionDate && !input.acceptedTerms) {
        return { ...fail(lifecycleMessages.acceptTerms), needsTerms: true };
      }
      // Only if the erasure job has not taken the account in the meantime.
      const [recovered] = await db
        .update(users)
        .set({
          status: "active",
          recoveredAt: now(),
          recoveryTokenHash: null,
          scheduledDeletionDate: null,
          deletionRequestedAt: null,
        })
        .where(
          and(
            eq(users.id, user.id),
            inArray(users.status, recoverable),
            isNull(users.purgedAt),
            eq(users.recoveryTokenHash, tokenHash),
          ),
        )
        .returning({ id: users.id });
      return recovered ? { ok: true } : fail(lifecycleMessages.cannotRecover);
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
