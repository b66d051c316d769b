import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { teamMembers, users } from "#app/db/schema.server.ts";
import { recordAudit, type AuditActor, type AuditEntryInput } from "../audit/audit-log.server.ts";

/** Why access could not be granted; the command line prints the matching sentence. */
export type GrantRefusal = "no-account" | "not-verified" | "not-active";

export type GrantOutcome =
  { ok: true; alreadyMember: boolean } | { ok: false; reason: GrantRefusal };

export const grantRefusalMessages: Record<GrantRefusal, string> = {
  "no-account": "No account uses that email address. The person must sign up first.",
  "not-verified": "That account has not verified its email address yet.",
  "not-active": "That account is deactivated or being deleted.",
};

/** The account an address belongs to, whatever the case it is typed in. */
const accountWith = (email: string) =>
  sql`lower(${users.email}) = ${email.trim().toLowerCase()} and not coalesce(${users.isAnonymous}, false)`;

/** The audit entry of a change of access: whom it was about, by id and by address. */
const accessEntry = (
  action: "team.grant" | "team.revoke",
  user: { id: string; email: string },
): AuditEntryInput => ({
  action,
  targetType: "account",
  targetId: user.id,
  detail: { email: user.email },
});

/**
 * Gives the account with `email` access to the team console, and records who gave it in the
 * audit log in the same transaction. Granting twice changes nothing and records nothing.
 */
export async function grantTeamAccess(
  db: Database,
  email: string,
  actor: AuditActor,
): Promise<GrantOutcome> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      status: users.status,
    })
    .from(users)
    .where(accountWith(email));
  if (!user) return { ok: false, reason: "no-account" };
  if (!user.emailVerified) return { ok: false, reason: "not-verified" };
  if (user.status !== "active") return { ok: false, reason: "not-active" };
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(teamMembers)
      .values({ userId: user.id })
      .onConflictDoNothing()
      .returning({ userId: teamMembers.userId });
    if (inserted.length > 0) await recordAudit(tx, actor, accessEntry("team.grant", user));
    return { ok: true, alreadyMember: inserted.length === 0 };
  });
}

/** What became of a request to take access away. */
export type RevokeOutcome = "revoked" | "not-member" | "last-member";

/**
 * Takes console access away, and records who took it in the audit log in the same transaction.
 * With `keepLast` (the console's own page) the last member keeps it, so the console is never
 * left without anyone to open it; the command line may still take it.
 */
export async function revokeTeamAccess(
  db: Database,
  email: string,
  actor: AuditActor,
  { keepLast = false }: { keepLast?: boolean } = {},
): Promise<RevokeOutcome> {
  return db.transaction(async (tx) => {
    // Every membership locked: two members removing each other at once cannot leave none.
    const members = await tx.select({ userId: teamMembers.userId }).from(teamMembers).for("update");
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
      .where(accountWith(email));
    if (!user) return "not-member";
    if (keepLast && members.length <= 1) return "last-member";
    await tx.delete(teamMembers).where(eq(teamMembers.userId, user.id));
    await recordAudit(tx, actor, accessEntry("team.revoke", user));
    return "revoked";
  });
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
