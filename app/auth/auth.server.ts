import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createEmailVerificationToken } from "better-auth/api";
import { anonymous, genericOAuth } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { COOKIE_PREFIX } from "#app/config/cookies.ts";
import type { Config } from "#app/config/env.server.ts";
import {
  afterCommit,
  currentExecutor,
  withAmbientTransactions,
} from "#app/db/ambient-transaction.server.ts";
import type { Database } from "#app/db/client.server.ts";
import * as schema from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import { passwordResetEmail, verificationEmail, welcomeEmail } from "./account-emails.server.ts";
import { MIN_PASSWORD_LENGTH, signInResultMessages } from "./auth-messages.ts";
import { hashPassword, verifyPassword } from "./password-hashing.server.ts";
import { verifiedGoogleIdentity } from "./google-identity.server.ts";
import { blockedSignIn, blockedSignInCodes } from "./sign-in-policy.server.ts";

export const AUTH_BASE_PATH = "/api/auth";
/** Email verification links stay valid for a day. */
const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
/** Password reset links stay valid for an hour. */
const RESET_LINK_SECONDS = 60 * 60;

export interface AuthDependencies {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
  logger: Logger;
}

/** Links in account emails open /welcome, which handles both kinds of action. */
export function actionLink(appUrl: string, mode: "verifyEmail" | "resetPassword", code: string) {
  const params = new URLSearchParams({ mode, oobCode: code });
  return `${appUrl}/welcome?${params}`;
}

export function createAuth({ config, db, mailer, secret, logger }: AuthDependencies) {
  /** Queued in the current transaction, so the email exists exactly when its account does. */
  async function queueVerificationEmail(user: { name: string; email: string }, token: string) {
    const email = verificationEmail({
      name: user.name,
      url: actionLink(config.appUrl, "verifyEmail", token),
    });
    await mailer.queue(currentExecutor(db), { recipient: user.email, ...email });
    afterCommit(() => mailer.deliverSoon());
  }

  return betterAuth({
    appName: "Kestrel AI",
    // Into the server's log as JSON. Only an error among the extra arguments is kept: the
    // others are whatever the library had at hand, which may be a user or a request.
    logger: {
      log: (level, message, ...args) => {
        const error = args.find((arg) => arg instanceof Error);
        logger[level](error ? { err: error } : {}, `Better Auth: ${message}`);
      },
    },
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // A sign-up writes the user, its password and its verification email in one transaction, so
    // a crash in between never leaves an account that cannot sign in or was never told how to.
    database: drizzleAdapter(withAmbientTransactions(db), {
      provider: "pg",
      transaction: true,
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
      },
    }),
    // Requests are limited by the application's own database-backed limiter (per IP and email).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.isHttps,
      database: { generateId: () => crypto.randomUUID() },
    },
    verification: { storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // A new account stays signed out until its owner has verified the email address.
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The reset link reached the inbox, which proves the address as well as a verification
      // link would: an owner who reset their password is not asked to verify it again.
      async onPasswordReset({ user }) {
        await db
          .update(schema.users)
          .set({ emailVerified: true })
          .where(eq(schema.users.id, user.id));
      },
      async sendResetPassword({ user, token }) {
        const email = passwordResetEmail({
          name: user.name,
          url: actionLink(config.appUrl, "resetPassword", token),
        });
        await mailer.send({ recipient: user.email, ...email });
      },
    },
    emailVerification: {
      // Better Auth sends the sign-up's email only after its transaction has committed, so a
      // crash in between would leave an account never told how to verify. The sign-up's own
      // email is queued by the credential account's hook below, inside that transaction; this
      // callback serves the resend.
      sendOnSignUp: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      async sendVerificationEmail({ user, token }) {
        await queueVerificationEmail(user, token);
      },
      async afterEmailVerification(user) {
        await mailer.send({
          recipient: user.email,
          ...welcomeEmail({ name: user.name, appUrl: config.appUrl }),
        });
      },
    },
    account: {
      // Google may join an existing account only when that account's email is verified.
      accountLinking: { enabled: true, trustedProviders: ["google"] },
    },
    databaseHooks: {
      account: {
        create: {
          // Runs in the sign-up's transaction, after the user row and before the password row.
          async before(account) {
            if (account.providerId !== "credential") return;
            const [user] = await currentExecutor(db)
              .select()
              .from(schema.users)
              .where(eq(schema.users.id, account.userId));
            if (!user || user.emailVerified || user.isAnonymous) return;
            const token = await createEmailVerificationToken(
              secret,
              user.email,
              undefined,
              VERIFICATION_LINK_SECONDS,
              { userId: user.id },
            );
            await queueVerificationEmail(user, token);
          },
        },
      },
      session: {
        create: {
          // Every way of signing in creates a session, so the account policy is enforced here.
          async before(session) {
            const [user] = await currentExecutor(db)
              .select({
                status: schema.users.status,
                emailVerified: schema.users.emailVerified,
                isAnonymous: schema.users.isAnonymous,
              })
              .from(schema.users)
              .where(eq(schema.users.id, session.userId));
            if (!user || user.isAnonymous) return;
            const blocked = blockedSignIn(user);
            if (blocked) {
              throw new APIError("FORBIDDEN", {
                code: blockedSignInCodes[blocked],
                message: signInResultMessages[blocked],
              });
            }
          },
        },
      },
    },
    plugins: [
      anonymous({
        generateName: () => "Anonymous visitor",
        async onLinkAccount({ anonymousUser, newUser }) {
          // What a visitor did before signing in stays theirs afterwards.
          await db.transaction(async (tx) => {
            for (const table of [schema.subscriptions, schema.contacts, schema.consultations]) {
              await tx
                .update(table)
                .set({ userId: newUser.user.id })
                .where(eq(table.userId, anonymousUser.user.id));
            }
            await tx
              .update(schema.conversations)
              .set({
                userId: newUser.user.id,
                userName: newUser.user.name,
                userEmail: newUser.user.email,
                isAnonymous: false,
              })
              .where(eq(schema.conversations.userId, anonymousUser.user.id));
          });
        },
      }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  getUserInfo: verifiedGoogleIdentity(config.google.issuer),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
