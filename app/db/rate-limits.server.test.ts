import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { getOrCreateSecret } from "./app-secrets.server.ts";
import { consumeRateLimit, consumeRateLimits } from "./rate-limits.server.ts";

describe.each(testDrivers)("rate limits and app secrets on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  const rule = { limit: 3, windowMs: 60_000 };

  it("allows the budget, refuses the rest of the window, and starts afresh after it", async () => {
    const db = database.handle.db;
    const start = new Date("2026-01-01T00:00:00Z");
    const results = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      results.push(
        await consumeRateLimit(db, "sign-in:ip:1.2.3.4", rule, new Date(start.getTime() + attempt)),
      );
    }
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]?.retryAfterMs).toBe(60_000 - 4);

    const later = new Date(start.getTime() + 60_000);
    expect((await consumeRateLimit(db, "sign-in:ip:1.2.3.4", rule, later)).allowed).toBe(true);
  });

  it("counts concurrent requests exactly", async () => {
    const db = database.handle.db;
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(db, "burst", rule, now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it("keeps separate budgets per key", async () => {
    const db = database.handle.db;
    for (let attempt = 0; attempt < 3; attempt += 1) await consumeRateLimit(db, "a", rule);
    expect((await consumeRateLimit(db, "b", rule)).allowed).toBe(true);
  });

  it("charges several budgets in one go, each against its own limit", async () => {
    const db = database.handle.db;
    const charges = [
      { key: "contact:ip:9.9.9.9", limit: 3 },
      { key: "contact:email:x@example.com", limit: 1 },
    ];
    const first = await consumeRateLimits(db, charges, 60_000);
    expect(first.map((result) => result.allowed)).toEqual([true, true]);
    const second = await consumeRateLimits(db, charges, 60_000);
    expect(second.map((result) => result.allowed)).toEqual([true, false]);
    // Opposite orders at the same time: rows are locked in one order, so neither waits forever.
    const both = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        consumeRateLimits(db, index % 2 ? charges : [...charges].reverse(), 60_000),
      ),
    );
    expect(both).toHaveLength(10);
    expect(
      (await consumeRateLimit(db, "contact:ip:9.9.9.9", { limit: 100, windowMs: 60_000 })).allowed,
    ).toBe(true);
  });

  it("creates a secret once and returns the same value afterwards", async () => {
    const db = database.handle.db;
    const [first, second] = await Promise.all([
      getOrCreateSecret(db, "auth"),
      getOrCreateSecret(db, "auth"),
    ]);
    expect(first).toBe(second);
    expect(first).toHaveLength(43);
  });
});
