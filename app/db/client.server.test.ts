import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  createPostgresDatabase,
  createTestDatabase,
  queryRows,
  testDrivers,
} from "#tests/support/test-database.ts";
import { DatabaseConnectionError, openDatabase } from "./client.server.ts";

describe.each(testDrivers)("database on %s", (driver) => {
  it("applies the committed migrations, and applying them again changes nothing", async () => {
    const { handle, dispose } = await createTestDatabase(driver);
    try {
      await handle.migrate();
      const tables = await queryRows<{ table_name: string }>(
        handle.db,
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.map((row) => row.table_name)).toContain("email_outbox");
      await expect(handle.ping()).resolves.toBeUndefined();
      const status = await handle.migrationStatus();
      expect(status.expected).toBeGreaterThanOrEqual(8);
      expect(status.applied).toBe(status.expected);
    } finally {
      await dispose();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("several processes on one PostgreSQL", () => {
  it("migrate a fresh database at the same moment, each migration applied once", async () => {
    const database = await createPostgresDatabase();
    // One pool each, as separate server processes would have.
    const processes = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ kind: "postgres", url: database.url, poolSize: 2 })),
    );
    try {
      await Promise.all(processes.map((handle) => handle.migrate()));
      const [first] = processes;
      const status = await first!.migrationStatus();
      expect(status.applied).toBe(status.expected);
      const recorded = await queryRows<{ hash: string }>(
        first!.db,
        sql`select hash from drizzle.__drizzle_migrations`,
      );
      expect(new Set(recorded.map((row) => row.hash)).size).toBe(status.expected);
    } finally {
      await Promise.all(processes.map((handle) => handle.close()));
      await database.drop();
    }
  });
});

describe("embedded PGlite", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("creates its data directory on first start and keeps data across restarts", async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "pglite-")), "nested", "data");
    dirs.push(path.dirname(path.dirname(dataDir)));

    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.migrate();
    await first.db.execute(sql`insert into email_outbox (recipient, subject, html, text)
      values ('a@example.com', 'kept', '<p>x</p>', 'x')`);
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir });
    await second.migrate();
    const rows = await queryRows<{ subject: string }>(
      second.db,
      sql`select subject from email_outbox`,
    );
    expect(rows).toEqual([{ subject: "kept" }]);
    await second.close();
  });
});

describe("unreachable PostgreSQL", () => {
  it("fails with one line naming the host instead of a stack dump", async () => {
    const attempt = openDatabase({ kind: "postgres", url: "postgres://app@127.0.0.1:9/site" });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseConnectionError);
    await expect(attempt).rejects.toThrow(
      /^Cannot connect to PostgreSQL at 127\.0\.0\.1:9\/site: /,
    );
  });
});
