import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { subscriptions } from "#app/db/schema.server.ts";
import { subscribe } from "./subscriptions.server.ts";

describe.each(testDrivers)("newsletter subscriptions on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it("stores a subscription with an unguessable id", async () => {
    const { id, created } = await subscribe(database.handle.db, {
      email: "new@example.com",
      userId: null,
    });
    expect(created).toBe(true);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("does not duplicate a repeat subscription, even when both arrive together", async () => {
    const db = database.handle.db;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => subscribe(db, { email: "repeat@example.com", userId: null })),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const rows = (await db.select().from(subscriptions)).filter(
      (row) => row.email === "repeat@example.com",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "subscribed", userId: null, unsubscribedAt: null });
  });
});
