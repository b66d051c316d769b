// Creates build/blank-database.tar.gz: an empty embedded PostgreSQL cluster, which a server
// whose data directory is still empty unpacks instead of running initdb inside its own
// WebAssembly memory, which never shrinks again (docs/decisions/0025-server-memory.md).
// It depends only on the PGlite release, so it is rebuilt with every build.
import { writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";

const database = await PGlite.create("memory://");
const archive = await database.dumpDataDir("gzip");
await database.close();
await writeFile("build/blank-database.tar.gz", Buffer.from(await archive.arrayBuffer()));
