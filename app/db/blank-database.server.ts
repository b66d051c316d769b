import { cp, readdir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The empty database the build makes (scripts/build-blank-database.mjs), beside the bundled
 * server: a cluster with the build's migrations applied and no rows. Creating a cluster and
 * migrating it run inside the embedded database's WebAssembly memory, which grows by some
 * hundreds of megabytes doing so and never shrinks; copying the files costs nothing of it.
 * Where there is no copy to take (development, tests) the database is created as usual.
 */
const blankDatabase = fileURLToPath(new URL("./blank-database", import.meta.url));

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Fills an empty cluster directory from the build's empty database, if there is one. The copy
 * is made beside it and renamed into place, so a start cut short never leaves half a database.
 */
export async function startFromBlankDatabase(clusterDir: string, source = blankDatabase) {
  if (!(await exists(path.join(source, "PG_VERSION")))) return;
  const entries = await readdir(clusterDir).catch(() => null);
  if (entries === null || entries.length > 0) return;
  const staging = `${clusterDir}.new`;
  await rm(staging, { recursive: true, force: true });
  await cp(source, staging, { recursive: true });
  await rmdir(clusterDir);
  await rename(staging, clusterDir);
}
