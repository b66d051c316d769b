import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { teamMembers, users } from "#app/db/schema.server.ts";

/** Why access could not be granted; the command line prints the matching sentence. */
export type GrantRefusal = "no-account" | "not-verified" | "not-active";

export type GrantOutcome =
  { ok: true; alreadyMember: boolean } | { ok: false; reason: GrantRefusal };

export const grantRefusalMessages: Record<GrantRefusal, string> = {
  "no-account": "No account uses that email address. The person must sign up first.",
  "not-verified": "That account has not verified its email address yet.",
  "not-active": "That account is deactivated or being deleted.",
};

const normalise = (email: string) => email.trim().toLowerCase();

/** Gives the account with `email` access to the team console. Granting twice changes nothing. */
export async function grantTeamAccess(db: Database, email: string): Promise<GrantOutcome> {
  const [user] = await db
    .select({ id: users.id, emailVerified: users.emailVerified, status: users.status })
    .from(users)
    .where(
      sql`lower(${users.email}) = ${normalise(email)} and not coalesce(${users.isAnonymous}, false)`,
    );
  if (!user) return { ok: false, reason: "no-account" };
  if (!user.emailVerified) return { ok: false, reason: "not-verified" };
  if (user.status !== "active") return { ok: false, reason: "not-active" };
  const inserted = await db
    .insert(teamMembers)
    .values({ userId: user.id })
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  return { ok: true, alreadyMember: inserted.length === 0 };
}

/** Takes console access away; true when the account had it. */
export async function revokeTeamAccess(db: Database, email: string): Promise<boolean> {
  const removed = await db
    .delete(teamMembers)
    .where(
      sql`${teamMembers.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${normalise(email)})`,
    )
    .returning({ userId: teamMembers.userId });
  return removed.length > 0;
}

export interface TeamMember {
  email: string;
  name: string;
  grantedAt: Date;
}

export async function listTeamMembers(db: Database): Promise<TeamMember[]> {
  return db
    .select({ email: users.email, name: users.name, grantedAt: teamMembers.grantedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .orderBy(asc(users.email));
}
