import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/db/schema.server.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { grantTeamAccess, listTeamMembers, revokeTeamAccess } from "./team-access.server.ts";

describe.each(testDrivers)("team access on %s", (driver) => {
  let database: TestDatabase;
  const account = (id: string, email: string, overrides: Partial<typeof users.$inferInsert> = {}) =>
    database.handle.db
      .insert(users)
      .values({ id, name: id, email, emailVerified: true, ...overrides });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await account("ana", "ana@example.com");
    await account("ben", "ben@example.com", { emailVerified: false });
    await account("cy", "cy@example.com", { status: "inactive" });
    await account("guest", "guest@example.com", { isAnonymous: true });
  });
  afterAll(() => database.dispose());

  it("grants a verified, active account once, whatever the case of the address", async () => {
    const db = database.handle.db;
    expect(await grantTeamAccess(db, " Ana@Example.com ")).toEqual({
      ok: true,
      alreadyMember: false,
    });
    expect(await grantTeamAccess(db, "ana@example.com")).toEqual({ ok: true, alreadyMember: true });
    expect((await listTeamMembers(db)).map((member) => member.email)).toEqual(["ana@example.com"]);
  });

  it("refuses unknown, unverified, closed and anonymous accounts", async () => {
    const db = database.handle.db;
    expect(await grantTeamAccess(db, "nobody@example.com")).toEqual({
      ok: false,
      reason: "no-account",
    });
    expect(await grantTeamAccess(db, "ben@example.com")).toEqual({
      ok: false,
      reason: "not-verified",
    });
    expect(await grantTeamAccess(db, "cy@example.com")).toEqual({
      ok: false,
      reason: "not-active",
    });
    expect(await grantTeamAccess(db, "guest@example.com")).toEqual({
      ok: false,
      reason: "no-account",
    });
  });

  it("revokes once, whatever the case of the address", async () => {
    const db = database.handle.db;
    expect(await revokeTeamAccess(db, "ANA@example.com")).toBe(true);
    expect(await revokeTeamAccess(db, "ana@example.com")).toBe(false);
    expect(await listTeamMembers(db)).toEqual([]);
  });
});
