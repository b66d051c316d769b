import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { createGroupCommit } from "./group-commit.server.ts";
import { rateLimits } from "./schema.server.ts";

describe.each(testDrivers)("group commit on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  const stored = async (keys: string[]) =>
    (
      await database.handle.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(inArray(rateLimits.key, keys))
    )
      .map((row) => row.key)
      .sort();

  it("writes the first item at once and those arriving meanwhile together", async () => {
    const batches: string[][] = [];
    const writes = createGroupCommit<string, number>(database.handle.db, async (tx, keys) => {
      batches.push([...keys]);
      await tx
        .insert(rateLimits)
        .values(keys.map((key) => ({ key, count: 1, windowStartedAt: new Date() })));
      return keys.map((_, index) => index);
    });
    const keys = Array.from({ length: 8 }, (_, index) => `batched-${index}`);
    const results = await Promise.all(keys.map((key) => writes.submit(key)));
    expect(batches).toEqual([keys.slice(0, 1), keys.slice(1)]);
    expect(results).toEqual([0, 0, 1, 2, 3, 4, 5, 6]);
    expect(await stored(keys)).toEqual([...keys].sort());
    // Alone again: the next item does not wait for anything.
    await writes.submit("batched-late");
    expect(batches.at(-1)).toEqual(["batched-late"]);
  });

  it("keeps batches within their limit", async () => {
    const sizes: number[] = [];
    const writes = createGroupCommit<number, number>(
      database.handle.db,
      async (_, items) => {
        sizes.push(items.length);
        return [...items];
      },
      { maxBatch: 3 },
    );
    await Promise.all(Array.from({ length: 8 }, (_, index) => writes.submit(index)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });

  it("fails one bad item alone and rolls back only its own writes", async () => {
    const writes = createGroupCommit<string, string>(database.handle.db, async (tx, keys) => {
      await tx
        .insert(rateLimits)
        .values(keys.map((key) => ({ key, count: 1, windowStartedAt: new Date() })));
      if (keys.includes("isolated-bad")) throw new Error("refused");
      return [...keys];
    });
    const keys = ["isolated-first", "isolated-a", "isolated-bad", "isolated-b"];
    const outcomes = await Promise.allSettled(keys.map((key) => writes.submit(key)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(await stored(keys)).toEqual(["isolated-a", "isolated-b", "isolated-first"]);
  });

  it("refuses a writer that does not answer for every item", async () => {
    const writes = createGroupCommit<number, number>(database.handle.db, async () => []);
    await expect(writes.submit(1)).rejects.toThrow("returned 0 results for 1");
  });
});
