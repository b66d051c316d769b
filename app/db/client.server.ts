import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { startFromBlankDatabase } from "./blank-database.server.ts";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "./data-dir-lock.server.ts";
import { createPostgresListener, type Listen } from "./notifications.server.ts";
import * as schema from "./schema.server.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseSettings =
  /** `poolSize`: connections this process may hold open (10 when not given). */
  | { kind: "postgres"; url: string; poolSize?: number }
  /**
   * `dataDir` "memory://" keeps the database in memory (tests); `startFrom`, a dump of another
   * in-memory database (`dumpDataDir`), is copied in instead of creating an empty cluster.
   */
  | { kind: "pglite"; dataDir: string; startFrom?: Blob };

export interface DatabaseHandle {
  kind: DatabaseSettings["kind"];
  db: Database;
  /** Applies every committed migration that has not run yet. Safe to call from several processes. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** How many committed migrations exist, and how many of them this database has applied. */
  migrationStatus(): Promise<{ expected: number; applied: number }>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` until the returned function
   * is called. On PostgreSQL the notifications come from every process sharing the database.
   */
  listen: Listen;
  close(): Promise<void>;
}

export class DatabaseConnectionError extends Error {
  readonly code = "db/unreachable";
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "DatabaseConnectionError";
  }
}

/**
 * The committed SQL migrations. Resolved from this module in development and tests, and
 * overridable for the bundled production server, whose modules live elsewhere.
 */
export const defaultMigrationsFolder =
  process.env.MIGRATIONS_DIR ?? fileURLToPath(new URL("./migrations", import.meta.url));

/** Committed migrations (the journal) against those recorded as applied in the database. */
async function migrationStatus(db: Database, migrationsFolder: string) {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  // Both drivers answer with { rows }; drizzle types the two results differently.
  const { rows } = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  return { expected: journal.entries.length, applied: Number(rows[0]?.applied ?? 0) };
}

const MIGRATION_LOCK_ID = 724_311_905;
const drizzleOptions = { schema, casing: "snake_case" } as const;

export interface OpenOptions {
  migrationsFolder?: string;
  /** Told when a pooled PostgreSQL connection dies (the pool replaces it). */
  onConnectionLost?: (error: Error) => void;
}

export async function openDatabase(
  settings: DatabaseSettings,
  {
    migrationsFolder = defaultMigrationsFolder,
    onConnectionLost = (error) => console.error(`PostgreSQL connection lost: ${error.message}`),
  }: OpenOptions = {},
): Promise<DatabaseHandle> {
  return settings.kind === "postgres"
    ? openPostgres(settings.url, settings.poolSize ?? 10, migrationsFolder, onConnectionLost)
    : openPglite(settings.dataDir, migrationsFolder, settings.startFrom);
}

function describeTarget(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "the configured DATABASE_URL";
  }
}

async function openPostgres(
  url: string,
  poolSize: number,
  migrationsFolder: string,
  onConnectionLost: (error: Error) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", onConnectionLost);
  // The pool listens only to idle clients. A checked-out one (a transaction between two
  // queries) also emits "error" when its connection dies, and with no listener that would end
  // the process; its pending and next queries fail instead, and the pool discards it on release.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseConnectionError(
      `Cannot connect to PostgreSQL at ${describeTarget(url)}: ${reason}`,
      { cause: error },
    );
  }
  const db = drizzlePg(pool, drizzleOptions);
  const listener = createPostgresListener(url, onConnectionLost);
  return {
    kind: "postgres",
    db,
    async migrate() {
      // A session-level advisory lock on one connection keeps concurrent starts from racing.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, drizzleOptions), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    migrationStatus: () => migrationStatus(db, migrationsFolder),
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * The embedded database's own page cache. PostgreSQL's default (128 MB) lives inside the server
 * process's WebAssembly memory, which never gives pages back; the site's working set is a
 * fraction of it, and the files beneath are cached by the operating system anyway. At 32 MB the
 * chat benchmark's peak fell by about 130 MB with the same latency; 16 MB took another 20 MB off
 * the idle server (docs/benchmarks/profiles.md, docs/decisions/0025-server-memory.md).
 */
const PGLITE_SHARED_BUFFERS = "16MB";

async function openPglite(
  dataDir: string,
  migrationsFolder: string,
  startFrom?: Blob,
): Promise<DatabaseHandle> {
  // On disk an empty directory starts from the build's blank database instead.
  if (startFrom && !dataDir.startsWith("memory://")) {
    throw new Error("startFrom is for an in-memory database only");
  }
  let location = dataDir;
  let lock: DataDirLock | null = null;
  if (!dataDir.startsWith("memory://")) {
    location = path.resolve(dataDir, "pglite");
    await mkdir(location, { recursive: true });
    lock = await lockDataDir(path.resolve(dataDir)).catch((error: unknown) => {
      if (error instanceof DataDirInUseError) {
        throw new DatabaseConnectionError(error.message, { cause: error });
      }
      throw error;
    });
    await startFromBlankDatabase(location).catch(async (error: unknown) => {
      await lock?.release();
      throw error;
    });
  }
  const client = await PGlite.create(location, {
    ...(startFrom ? { loadDataDir: startFrom } : {}),
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  }).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  const db = drizzlePglite(client, drizzleOptions);
  return {
    kind: "pglite",
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    migrationStatus: () => migrationStatus(db, migrationsFolder),
    listen: (channel, handler) => client.listen(channel, handler),
    async close() {
      await client.close();
      await lock?.release();
    },
  };
}
