import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accounts, users } from "#app/db/schema.server.ts";
import { verifyPassword } from "./password-hashing.server.ts";

/**
 * The account of this email whose password this is, or null, for the forms that check a
 * password outside Better Auth's sign-in (account links, email verification). Whatever the
 * outcome, a password check goes through the sign-in throttle first.
 */
export async function userWithPassword(db: Database, email: string, password: string) {
  const [row] = await db
    .select({ user: users, passwordHash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.isAnonymous, false)));
  if (!row?.passwordHash) return null;
  return (await verifyPassword({ hash: row.passwordHash, password })) ? row.user : null;
}
