// Creates build/blank-database/: the embedded database a first start needs, with every
// migration of this build applied and no rows. A server whose data directory is still empty
// copies it instead of running initdb and the migrations inside its own WebAssembly memory,
// which grows by some hundreds of megabytes doing so and never shrinks again
// (docs/decisions/0025-server-memory.md). The server still migrates on start, so a copy from
// an older build only means more migrations to apply.
import { rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const directory = "build/blank-database";
await rm(directory, { recursive: true, force: true });
const database = await PGlite.create(directory);
await migrate(drizzle(database), { migrationsFolder: "build/migrations" });
await database.close();
