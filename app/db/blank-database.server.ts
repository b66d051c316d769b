import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/**
 * An empty cluster made by the build (scripts/build-blank-database.mjs), beside the bundled
 * server. Creating a cluster runs initdb inside the embedded database's WebAssembly memory,
 * which grows to several hundred megabytes and never shrinks; unpacking this archive costs a
 * few megabytes. Where there is no archive (development, tests) the database is created as usual.
 */
const blankDatabaseArchive = new URL("./blank-database.tar.gz", import.meta.url);

/** The archive to start a new cluster from, or undefined for an existing one or no archive. */
export async function blankDatabaseFor(
  clusterDir: string,
  archive: string | URL = blankDatabaseArchive,
): Promise<Blob | undefined> {
  if (clusterDir.startsWith("memory://")) return undefined;
  const exists = await stat(path.join(clusterDir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
  if (exists) return undefined;
  const bytes = await readFile(archive).catch(() => undefined);
  return bytes && new Blob([bytes]);
}
