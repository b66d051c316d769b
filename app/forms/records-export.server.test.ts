import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts } from "#app/db/schema.server.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { exportRecords } from "./records-export.server.ts";

describe.each(testDrivers)("record export on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it("lists records oldest first, and only those since the given date", async () => {
    const db = database.handle.db;
    const base = { email: "a@example.com", company: "A", message: "Hi" };
    await db.insert(contacts).values([
      { ...base, name: "Later", createdAt: new Date("2026-02-01T00:00:00Z") },
      { ...base, name: "Earlier", createdAt: new Date("2026-01-01T00:00:00Z") },
    ]);
    expect((await exportRecords(db, "contacts")).map((row) => row.name)).toEqual([
      "Earlier",
      "Later",
    ]);
    expect(
      (await exportRecords(db, "contacts", new Date("2026-01-15T00:00:00Z"))).map(
        (row) => row.name,
      ),
    ).toEqual(["Later"]);
    expect(await exportRecords(db, "consultations")).toEqual([]);
  });
});
