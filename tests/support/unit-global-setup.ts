import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { defaultMigrationsFolder } from "#app/db/client.server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of an empty, migrated embedded database, for test databases to start from. */
    migratedPgliteDump: string;
  }
}

/**
 * Creates and migrates one embedded database for the whole run. A test database loaded from its
 * dump took 0.4 s of CPU where creating and migrating one took 1.7 s.
 */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(tmpdir(), "migrated-pglite-"));
  const dumpFile = path.join(directory, "migrated.tar");
  const database = await PGlite.create("memory://");
  await migrate(drizzle(database), { migrationsFolder: defaultMigrationsFolder });
  const dump = await database.dumpDataDir("none");
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("migratedPgliteDump", dumpFile);
  return () => rm(directory, { recursive: true, force: true });
}
