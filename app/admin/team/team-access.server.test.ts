import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, teamMembers, users } from "#app/db/schema.server.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { COMMAND_LINE_ACTOR } from "../audit/audit-labels.ts";
import type { ConsoleActor } from "../console/console-access.server.ts";
import { grantTeamAccess, listTeamMembers, revokeTeamAccess } from "./team-access.server.ts";

const lead: ConsoleActor = { userId: "lead", email: "lead@example.com", name: "Team Lead" };

describe.each(testDrivers)("team access on %s", (driver) => {
  let database: TestDatabase;
  const account = (id: string, email: string, overrides: Partial<typeof users.$inferInsert> = {}) =>
    database.handle.db
      .insert(users)
      .values({ id, name: id, email, emailVerified: true, ...overrides });
  const auditEntries = () =>
    database.handle.db
      .select({
        actorUserId: auditLog.actorUserId,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(asc(auditLog.id));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await account("ana", "ana@example.com");
    await account("ben", "ben@example.com", { emailVerified: false });
    await account("cy", "cy@example.com", { status: "inactive" });
    await account("guest", "guest@example.com", { isAnonymous: true });
    await account("dee", "dee@example.com");
  });
  afterAll(() => database.dispose());

  it("grants a verified, active account once, whatever the case of the address", async () => {
    const db = database.handle.db;
    expect(await grantTeamAccess(db, " Ana@Example.com ", COMMAND_LINE_ACTOR)).toEqual({
      ok: true,
      alreadyMember: false,
    });
    expect(await grantTeamAccess(db, "ana@example.com", COMMAND_LINE_ACTOR)).toEqual({
      ok: true,
      alreadyMember: true,
    });
    expect((await listTeamMembers(db)).map((member) => member.email)).toEqual(["ana@example.com"]);
  });

  it("refuses unknown, unverified, closed and anonymous accounts", async () => {
    const db = database.handle.db;
    const refused = async (email: string) => grantTeamAccess(db, email, COMMAND_LINE_ACTOR);
    expect(await refused("nobody@example.com")).toEqual({ ok: false, reason: "no-account" });
    expect(await refused("ben@example.com")).toEqual({ ok: false, reason: "not-verified" });
    expect(await refused("cy@example.com")).toEqual({ ok: false, reason: "not-active" });
    expect(await refused("guest@example.com")).toEqual({ ok: false, reason: "no-account" });
  });

  it("revokes once, whatever the case of the address", async () => {
    const db = database.handle.db;
    expect(await revokeTeamAccess(db, "ANA@example.com", COMMAND_LINE_ACTOR)).toBe("revoked");
    expect(await revokeTeamAccess(db, "ana@example.com", COMMAND_LINE_ACTOR)).toBe("not-member");
    expect(await revokeTeamAccess(db, "nobody@example.com", COMMAND_LINE_ACTOR)).toBe("not-member");
    expect(await listTeamMembers(db)).toEqual([]);
  });

  it("audits every grant and revoke that changed something: who, whom and when", async () => {
    const db = database.handle.db;
    const before = await auditEntries();
    const startedAt = Date.now();
    await grantTeamAccess(db, "dee@example.com", COMMAND_LINE_ACTOR);
    await grantTeamAccess(db, "dee@example.com", COMMAND_LINE_ACTOR);
    await grantTeamAccess(db, "ben@example.com", lead);
    await revokeTeamAccess(db, "DEE@example.com", lead);
    await revokeTeamAccess(db, "dee@example.com", lead);

    const entries = (await auditEntries()).slice(before.length);
    expect(entries.map(({ createdAt: _at, ...entry }) => entry)).toEqual([
      {
        actorUserId: null,
        actorEmail: "command line",
        action: "team.grant",
        targetType: "account",
        targetId: "dee",
        detail: { email: "dee@example.com" },
      },
      {
        actorUserId: "lead",
        actorEmail: "lead@example.com",
        action: "team.revoke",
        targetType: "account",
        targetId: "dee",
        detail: { email: "dee@example.com" },
      },
    ]);
    for (const entry of entries) {
      // The database's clock, which may differ from this process's by a little.
      expect(entry.createdAt.getTime()).toBeGreaterThan(startedAt - 60_000);
    }
    // The earlier tests' changes were audited as well: one grant of ana and one revoke.
    expect(before.map((entry) => [entry.action, entry.targetId])).toEqual([
      ["team.grant", "ana"],
      ["team.revoke", "ana"],
    ]);
  });

  it("changes no access when its audit entry cannot be written", async () => {
    const db = database.handle.db;
    // A constraint that refuses new entries about access stands for a failed audit write.
    const refuseAccessEntries = () =>
      db.execute(
        sql`alter table audit_log add constraint no_access_entries check (target_type <> 'account') not valid`,
      );
    await refuseAccessEntries();
    try {
      await expect(grantTeamAccess(db, "dee@example.com", COMMAND_LINE_ACTOR)).rejects.toThrow();
      expect(await db.select().from(teamMembers)).toEqual([]);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint no_access_entries`);
    }
    await grantTeamAccess(db, "dee@example.com", COMMAND_LINE_ACTOR);
    await refuseAccessEntries();
    try {
      await expect(revokeTeamAccess(db, "dee@example.com", lead)).rejects.toThrow();
      expect((await listTeamMembers(db)).map((member) => member.email)).toEqual([
        "dee@example.com",
      ]);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint no_access_entries`);
    }
  });

  it("keeps the last member on request, even when two members remove each other at once", async () => {
    const db = database.handle.db;
    await account("eve", "eve@example.com");
    await grantTeamAccess(db, "eve@example.com", COMMAND_LINE_ACTOR);
    expect((await listTeamMembers(db)).map((member) => member.email)).toEqual([
      "dee@example.com",
      "eve@example.com",
    ]);
    const deeAsActor: ConsoleActor = { userId: "dee", email: "dee@example.com", name: "dee" };
    const eveAsActor: ConsoleActor = { userId: "eve", email: "eve@example.com", name: "eve" };
    const outcomes = await Promise.all([
      revokeTeamAccess(db, "eve@example.com", deeAsActor, { keepLast: true }),
      revokeTeamAccess(db, "dee@example.com", eveAsActor, { keepLast: true }),
    ]);
    expect(outcomes.toSorted()).toEqual(["last-member", "revoked"]);
    expect(await listTeamMembers(db)).toHaveLength(1);
    const [last] = await listTeamMembers(db);
    expect(await revokeTeamAccess(db, last!.email, lead, { keepLast: true })).toBe("last-member");
    // The command line, the operator's own tool, may still take it.
    expect(await revokeTeamAccess(db, last!.email, COMMAND_LINE_ACTOR)).toBe("revoked");
  });
});
