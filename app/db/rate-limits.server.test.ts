import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { getOrCreateSecret } from "./app-secrets.server.ts";
import {
  consumeRateLimit,
  consumeRateLimits,
  consumeRateLimitsInTurn,
} from "./rate-limits.server.ts";

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

  it("charges a batch of requests as if one after the other", async () => {
    const db = database.handle.db;
    const start = new Date("2026-03-01T10:00:00Z");
    const request = (ip: string, email: string) => [
      { key: `turn:ip:${ip}`, limit: 3 },
      { key: `turn:email:${email}`, limit: 2 },
    ];
    await consumeRateLimits(db, request("1.1.1.1", "a@example.com"), 60_000, start);
    const verdicts = await consumeRateLimitsInTurn(
      db,
      [
        request("1.1.1.1", "b@example.com"),
        request("1.1.1.1", "a@example.com"),
        request("1.1.1.1", "a@example.com"),
        request("2.2.2.2", "c@example.com"),
        [],
      ],
      60_000,
      start,
    );
    // The IP's fourth request and the address's third are over their limits; others pass.
    expect(verdicts.map((budgets) => budgets.map((result) => result.allowed))).toEqual([
      [true, true],
      [true, true],
      [false, false],
      [true, true],
      [],
    ]);
    // A batch whose window has run out starts every key afresh, counting only the batch.
    const later = new Date(start.getTime() + 60_000);
    const fresh = await consumeRateLimitsInTurn(
      db,
      Array.from({ length: 4 }, () => request("1.1.1.1", "a@example.com")),
      60_000,
      later,
    );
    expect(fresh.map((budgets) => budgets.every((result) => result.allowed))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(await consumeRateLimitsInTurn(db, [], 60_000)).toEqual([]);
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
