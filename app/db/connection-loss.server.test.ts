import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "#tests/support/tcp-proxy.ts";
import { createPostgresDatabase } from "#tests/support/test-database.ts";
import { openDatabase, type DatabaseHandle } from "./client.server.ts";
import { isDatabaseUnavailable } from "./unavailable.server.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL connection lost while in use", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    handle = await openDatabase({ kind: "postgres", url: proxy.urlThrough(database.url) });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    await proxy?.close();
    await database?.drop();
  });

  it("fails an open transaction as unavailable, keeps the process alive, and recovers", async () => {
    const failure: unknown = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The line drops while the transaction holds its connection between two queries.
        proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);

    const whileCut: unknown = await handle.ping().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(whileCut)).toBe(true);

    proxy.restore();
    await expect(handle.ping()).resolves.toBeUndefined();
    expect((await handle.migrationStatus()).applied).toBeGreaterThan(0);
  });
});
