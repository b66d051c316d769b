import { isAPIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accounts, sessions, users } from "#app/db/schema.server.ts";
import type { Auth } from "./auth.server.ts";
import type { AuthErrorCode, BlockedSignIn } from "./auth-messages.ts";
import { hashPassword } from "./password-hashing.server.ts";
import type { SessionCache } from "./session-cache.server.ts";
import { createSessionLookup } from "./session-lookup.server.ts";
import type { CurrentSession } from "./session.ts";
import { blockedSignInFromCode } from "./sign-in-policy.server.ts";

/** A password change needs a sign-in this recent; older sessions must sign in again first. */
export const RECENT_LOGIN_MS = 10 * 60 * 1000;

export type AuthOutcome =
  | { ok: true; headers: Headers }
  | { ok: false; error: AuthErrorCode }
  | { ok: false; blocked: BlockedSignIn };

const betterAuthCodes: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "auth/invalid-credential",
  INVALID_EMAIL: "auth/invalid-email",
  PASSWORD_TOO_SHORT: "auth/weak-password",
  PASSWORD_TOO_LONG: "auth/weak-password",
  USER_ALREADY_EXISTS: "auth/email-already-in-use",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "auth/email-already-in-use",
  TOKEN_EXPIRED: "auth/expired-action-code",
  INVALID_TOKEN: "auth/invalid-action-code",
  USER_NOT_FOUND: "auth/invalid-action-code",
  PROVIDER_NOT_FOUND: "auth/operation-not-allowed",
};

/** Turns a Better Auth failure into an outcome the screens know, or rethrows the unexpected. */
function failure(
  error: unknown,
): { ok: false; error: AuthErrorCode } | { ok: false; blocked: BlockedSignIn } {
  if (isAPIError(error)) {
    const code = (error.body as { code?: string } | undefined)?.code;
    const blocked = blockedSignInFromCode(code);
    if (blocked) return { ok: false, blocked };
    const mapped = code ? betterAuthCodes[code] : undefined;
    if (mapped) return { ok: false, error: mapped };
  }
  throw error;
}

export type { CurrentSession, SessionLookup, SessionUser } from "./session.ts";

/** Account operations behind the sign-in, sign-up, reset and profile screens. */
export function createAccounts(
  auth: Auth,
  db: Database,
  { googleEnabled, sessionCache }: { googleEnabled: boolean; sessionCache?: SessionCache },
) {
  const lookUpSession = createSessionLookup(
    db,
    async () => {
      const { authCookies, secret, sessionConfig } = await auth.$context;
      return {
        cookieName: authCookies.sessionToken.name,
        secret,
        expiresIn: sessionConfig.expiresIn,
        updateAge: sessionConfig.updateAge,
      };
    },
    sessionCache,
  );

  async function getSession(headers: Headers): Promise<CurrentSession | null> {
    const found = await lookUpSession(headers.get("cookie"));
    if (!found) return null;
    if (found.refreshDue) {
      // Better Auth extends the session and writes its new expiry; a session it no longer
      // accepts (deleted in between) ends here as well.
      const refreshed = await auth.api.getSession({ headers }).catch(async (error: unknown) => {
        // Better Auth turns any failure of the lookup into its own 500 and drops the cause.
        // When the database does not answer, that is the failure to report: a 503, not a bug.
        if (isAPIError(error) && error.statusCode === 500) await db.execute(sql`select 1`);
        throw error;
      });
      if (!refreshed) return null;
    }
    return found.current;
  }

  async function verifyEmail(
    code: string,
  ): Promise<{ ok: true } | { ok: false; error: AuthErrorCode }> {
    try {
      await auth.api.verifyEmail({ query: { token: code } });
      return { ok: true };
    } catch (error) {
      const outcome = failure(error);
      return "error" in outcome ? outcome : { ok: false, error: "auth/invalid-action-code" };
    }
  }

  /** Whether a reset code can still be used, and the account it is for, without using it up. */
  async function checkResetCode(
    code: string,
  ): Promise<{ ok: true; userId: string } | { ok: false; error: AuthErrorCode }> {
    const context = await auth.$context;
    const verification = await context.internalAdapter.findVerificationValue(
      `reset-password:${code}`,
    );
    if (!verification) return { ok: false, error: "auth/invalid-action-code" };
    if (verification.expiresAt.getTime() < Date.now())
      return { ok: false, error: "auth/expired-action-code" };
    // Better Auth keeps the id of the account a reset code is for as the code's value.
    return { ok: true, userId: verification.value };
  }

  /** A new anonymous session, for a visitor known to have none. Forward `headers`. */
  async function startAnonymousSession(
    headers: Headers,
  ): Promise<{ userId: string; headers: Headers }> {
    const { headers: responseHeaders, response } = await auth.api.signInAnonymous({
      headers,
      returnHeaders: true,
    });
    if (!response) throw new Error("Anonymous sign-in returned no user");
    return { userId: response.user.id, headers: responseHeaders };
  }

  async function accountExists(email: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email.toLowerCase()), eq(users.isAnonymous, false)));
    return row !== undefined;
  }

  return {
    getSession,
    /** The session a Cookie header names, read without Better Auth (see session-lookup). */
    lookUpSession,
    accountExists,

    /**
     * The session of the visitor, creating an anonymous one when there is none, as the
     * product needs before a visitor's first write (docs/product.md#89-anonymous-visitors). Forward `headers` on the response.
     */
    async ensureSession(headers: Headers): Promise<{ userId: string; headers: Headers }> {
      const current = await getSession(headers);
      if (current) return { userId: current.user.id, headers: new Headers() };
      return startAnonymousSession(headers);
    },

    startAnonymousSession,

    async signIn(input: {
      email: string;
      password: string;
      headers: Headers;
    }): Promise<AuthOutcome> {
      try {
        const { headers } = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: input.headers,
          returnHeaders: true,
        });
        return { ok: true, headers };
      } catch (error) {
        return failure(error);
      }
    },

    /** Creates the account and sends the verification email; the new user stays signed out. */
    async signUp(input: {
      name: string;
      email: string;
      password: string;
    }): Promise<{ ok: true; userId: string } | Exclude<AuthOutcome, { ok: true }>> {
      if (await accountExists(input.email))
        return { ok: false, error: "auth/email-already-in-use" };
      try {
        const { user } = await auth.api.signUpEmail({
          body: { name: input.name, email: input.email, password: input.password },
        });
        return { ok: true, userId: user.id };
      } catch (error) {
        return failure(error);
      }
    },

    async signOut(headers: Headers): Promise<Headers> {
      try {
        const result = await auth.api.signOut({ headers, returnHeaders: true });
        return result.headers;
      } catch {
        // Signing out without a valid session still ends with no session.
        return new Headers();
      }
    },

    async resendVerification(email: string): Promise<void> {
      await auth.api.sendVerificationEmail({ body: { email } });
    },

    async requestPasswordReset(email: string): Promise<void> {
      await auth.api.requestPasswordReset({ body: { email } });
    },

    verifyEmail,

    checkResetCode,

    /**
     * The account a verification link is for, read from the link without using it up, or why
     * the link cannot be used.
     */
    async verificationTarget(
      code: string,
    ): Promise<
      | { ok: true; userId: string; email: string; emailVerified: boolean }
      | { ok: false; error: AuthErrorCode }
    > {
      const context = await auth.$context;
      const claims = await verifyJWT<{ email?: unknown }>(code, context.secret);
      const email = typeof claims?.email === "string" ? claims.email : null;
      const [user] = email
        ? await db
            .select({ id: users.id, emailVerified: users.emailVerified })
            .from(users)
            .where(and(eq(users.email, email), eq(users.isAnonymous, false)))
        : [];
      if (email && user)
        return { ok: true, userId: user.id, email, emailVerified: user.emailVerified };
      // A link that does not verify is refused by Better Auth too, which says whether it expired.
      const outcome = await verifyEmail(code);
      return outcome.ok ? { ok: false, error: "auth/invalid-action-code" } : outcome;
    },

    /** Sets a new password through an emailed reset code; the account it was for on success. */
    async resetPassword(
      code: string,
      newPassword: string,
    ): Promise<{ ok: true; userId: string } | { ok: false; error: AuthErrorCode }> {
      // Better Auth answers an expired code as an invalid one; the owner should learn it expired.
      const check = await checkResetCode(code);
      if (!check.ok) return check;
      try {
        await auth.api.resetPassword({ body: { token: code, newPassword } });
        return { ok: true, userId: check.userId };
      } catch (error) {
        const outcome = failure(error);
        return "error" in outcome ? outcome : { ok: false, error: "auth/invalid-action-code" };
      }
    },

    /**
     * Sets a new password for the signed-in user. Only a recent sign-in may do it, and every
     * other session of the user ends, so a stolen session cannot outlive the change.
     */
    async changePassword(
      current: CurrentSession,
      newPassword: string,
      now = Date.now(),
    ): Promise<{ ok: true } | { ok: false; error: "auth/requires-recent-login" }> {
      if (now - current.session.createdAt.getTime() > RECENT_LOGIN_MS) {
        return { ok: false, error: "auth/requires-recent-login" };
      }
      const hash = await hashPassword(newPassword);
      const userId = current.user.id;
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(accounts)
          .set({ password: hash, updatedAt: new Date(now) })
          .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
          .returning({ id: accounts.id });
        if (updated.length === 0) {
          await tx.insert(accounts).values({
            id: crypto.randomUUID(),
            userId,
            accountId: userId,
            providerId: "credential",
            password: hash,
          });
        }
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, current.session.id)));
      });
      return { ok: true };
    },

    googleEnabled,

    /** Starts Google sign-in: the provider URL to send the visitor to, and the state cookie. */
    async startGoogleSignIn(
      headers: Headers,
    ): Promise<{ ok: true; url: string; headers: Headers } | { ok: false; error: AuthErrorCode }> {
      if (!googleEnabled) return { ok: false, error: "auth/operation-not-allowed" };
      try {
        const { headers: responseHeaders, response } = await auth.api.signInSocial({
          body: {
            provider: "google",
            callbackURL: "/",
            errorCallbackURL: "/?signInError=google",
            disableRedirect: true,
          },
          headers,
          returnHeaders: true,
        });
        if (!response?.url) return { ok: false, error: "auth/operation-not-allowed" };
        return { ok: true, url: response.url, headers: responseHeaders };
      } catch (error) {
        const outcome = failure(error);
        return "error" in outcome ? outcome : { ok: false, error: "auth/operation-not-allowed" };
      }
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
