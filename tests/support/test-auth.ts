import { desc, eq } from "drizzle-orm";
import { createAccounts } from "#app/auth/accounts.server.ts";
import { createAuth } from "#app/auth/auth.server.ts";
import { parseConfig } from "#app/config/env.server.ts";
import { emailOutbox, users } from "#app/db/schema.server.ts";
import { createMailer } from "#app/email/mailer.server.ts";
import { createLogger } from "#server/logger.ts";
import { createTestDatabase, type testDrivers } from "./test-database.ts";

export const TEST_APP_URL = "http://localhost:3999";

/** The account service on a fresh database, with mail kept in the outbox for inspection. */
export async function createTestAccounts(driver: (typeof testDrivers)[number]) {
  const database = await createTestDatabase(driver);
  const config = parseConfig({ APP_URL: TEST_APP_URL, NODE_ENV: "production" });
  const db = database.handle.db;
  const logger = createLogger("silent");
  const mailer = createMailer(db, config.mail, { logger });
  const secret = "test-secret-".padEnd(40, "x");
  const auth = createAuth({ config, db, mailer, secret, logger });
  const accounts = createAccounts(auth, db, { googleEnabled: false });

  /** Emails queued for an address, newest first. */
  async function mailTo(recipient: string) {
    const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt));
    return rows.filter((row) => row.recipient === recipient);
  }

  return {
    db,
    /** The database behind `db`: its handle (notifications) and, on PostgreSQL, its URL. */
    database,
    secret,
    auth,
    accounts,
    mailer,
    mailTo,
    /** Signs up and verifies an account through the emailed link; returns its user record. */
    async verifiedUser(email: string, { name = "Ida", password = "pass-word" } = {}) {
      await accounts.signUp({ name, email, password });
      const [mail] = await mailTo(email);
      await accounts.verifyEmail(actionCodeIn(mail!.text));
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return { user: user!, email, password };
    },
    async dispose() {
      await mailer.stop();
      await database.dispose();
    },
  };
}

/** The oobCode of the newest action link in an email's text part. */
export function actionCodeIn(text: string): string {
  const link = /https?:\/\/\S+\/welcome\?\S+/.exec(text)?.[0];
  const code = link ? new URL(link).searchParams.get("oobCode") : null;
  if (!code) throw new Error(`No action link in:\n${text}`);
  return code;
}

/** A Cookie header carrying the cookies a response set. */
export function cookieFrom(headers: Headers): Headers {
  const cookies = headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  return new Headers({ cookie: cookies.join("; ") });
}
