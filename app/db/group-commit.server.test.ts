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

  it("writes the items of one turn of the event loop together, and those arriving meanwhile in the next", async () => {
    const batches: string[][] = [];
    const writes = createGroupCommit<string, number>(database.handle.db, async (tx, keys) => {
      batches.push([...keys]);
      await tx.insert(rateLimits).values(
        keys.map((key) => ({
          key,
          count: 1,
          windowStartedAt: new Date(),
          expiresAt: new Date(),
        })),
      );
      return keys.map((_, index) => index);
    });
    const keys = Array.from({ length: 8 }, (_, index) => `batched-${index}`);
    const first = keys.slice(0, 3).map((key) => writes.submit(key));
    // The rest arrive on a later turn, while the first transaction is open.
    const rest = new Promise<number[]>((resolve) =>
      setImmediate(() => resolve(Promise.all(keys.slice(3).map((key) => writes.submit(key))))),
    );
    const results = [...(await Promise.all(first)), ...(await rest)];
    expect(batches).toEqual([keys.slice(0, 3), keys.slice(3)]);
    expect(results).toEqual([0, 1, 2, 0, 1, 2, 3, 4]);
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
    expect(sizes).toEqual([3, 3, 2]);
  });

  it("fails one bad item alone and rolls back only its own writes", async () => {
    const writes = createGroupCommit<string, string>(database.handle.db, async (tx, keys) => {
      await tx.insert(rateLimits).values(
        keys.map((key) => ({
          key,
          count: 1,
          windowStartedAt: new Date(),
          expiresAt: new Date(),
        })),
      );
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
