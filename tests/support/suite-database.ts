import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase, type testDrivers } from "./test-database.ts";

/**
 * A migrated test database for the enclosing `describe`, opened before its first test and
 * dropped after its last. The getters are for hooks and tests, which run once it is open.
 */
export function useSuiteDatabase(driver: (typeof testDrivers)[number]) {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());
  return {
    db: () => database.handle.db,
    /** The PostgreSQL database's URL, for a second connection; null on PGlite. */
    url: () => database.url,
  };
}
