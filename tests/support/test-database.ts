import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import type { SQL } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle } from "#app/db/client.server.ts";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL, for a second connection as another process would open. */
  url: string | null;
  /** Closes the connection and drops the database it created. */
  dispose(): Promise<void>;
}

/** The drivers the data layer is tested on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDrivers = [
  "pglite",
  ...(process.env.TEST_DATABASE_URL ? ["postgres"] : []),
] as const;

function adminUrlFor(databaseName: string) {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/**
 * Creates a uniquely named PostgreSQL database on the server in TEST_DATABASE_URL.
 * The server keeps state between runs, so every run gets its own database and drops it.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: adminUrlFor(name),
    async drop() {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

let dump: Promise<Blob> | undefined;

/** The migrated database of the unit tests' global setup, read once per test file. */
function migratedDump(): Promise<Blob> {
  const file = inject("migratedPgliteDump");
  if (!file) {
    throw new Error("No migrated database: tests/support/unit-global-setup.ts makes it");
  }
  dump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return dump;
}

export async function createTestDatabase(
  driver: (typeof testDrivers)[number],
): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({
      kind: "pglite",
      dataDir: "memory://",
      startFrom: await migratedDump(),
    });
    // Applies what a migration added since the dump was made (a run in watch mode).
    await handle.migrate();
    return { handle, url: null, dispose: () => handle.close() };
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ kind: "postgres", url: database.url });
  await handle.migrate();
  return {
    handle,
    url: database.url,
    async dispose() {
      await handle.close();
      await database.drop();
    },
  };
}

/** Raw rows of a SQL query; both drivers answer `execute` with a `rows` array. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
