import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "#tests/support/tcp-proxy.ts";
import {
  createPostgresDatabase,
  createTestDatabase,
  queryRows,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { openDatabase, type DatabaseHandle } from "./client.server.ts";

const notify = (handle: DatabaseHandle, channel: string, payload: string) =>
  handle.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe.each(testDrivers)("notifications on %s", (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it("delivers each notification on the channel, and none after unlisten", async () => {
    const received: string[] = [];
    const others: string[] = [];
    const unlisten = await database.handle.listen("test_channel", (payload) =>
      received.push(payload),
    );
    const unlistenOther = await database.handle.listen("other_channel", (payload) =>
      others.push(payload),
    );
    await notify(database.handle, "test_channel", "first");
    await database.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_channel', 'from a transaction')`);
    });
    await expect.poll(() => received).toEqual(["first", "from a transaction"]);
    expect(others).toEqual([]);

    await unlisten();
    await notify(database.handle, "test_channel", "too late");
    await notify(database.handle, "other_channel", "still heard");
    await expect.poll(() => others).toEqual(["still heard"]);
    expect(received).toEqual(["first", "from a transaction"]);
    await unlistenOther();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("notifications on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterAll(async () => {
    await proxy?.close();
    await database?.drop();
  });

  it("come from another process's connection", async () => {
    const listening = await openDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
    const sending = await openDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
    try {
      const received: string[] = [];
      await listening.listen("across", (payload) => received.push(payload));
      await notify(sending, "across", "hello from elsewhere");
      await expect.poll(() => received).toEqual(["hello from elsewhere"]);
    } finally {
      await Promise.all([listening.close(), sending.close()]);
    }
  });

  it("listen again after the connection is lost, and say so", async () => {
    const lost: Error[] = [];
    const handle = await openDatabase(
      { kind: "postgres", url: proxy.urlThrough(database.url), poolSize: 1 },
      { onConnectionLost: (error) => lost.push(error) },
    );
    const sender = await openDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
    try {
      const received: string[] = [];
      let resumed = 0;
      await handle.listen("survivor", (payload) => received.push(payload), {
        onResume: () => (resumed += 1),
      });
      proxy.cut();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      proxy.restore();
      await expect.poll(() => resumed, { timeout: 10_000 }).toBe(1);
      await notify(sender, "survivor", "after the outage");
      await expect.poll(() => received).toEqual(["after the outage"]);
    } finally {
      await Promise.all([handle.close(), sender.close()]);
    }
  });

  it("closes its connection with the handle", async () => {
    const handle = await openDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
    const admin = await openDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
    const listeners = () =>
      queryRows<{ count: number }>(
        admin.db,
        sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
    try {
      await handle.listen("closing", () => undefined);
      expect((await listeners())[0]?.count).toBe(1);
      await handle.close();
      await expect.poll(async () => (await listeners())[0]?.count).toBe(0);
    } finally {
      await admin.close();
    }
  });
});
