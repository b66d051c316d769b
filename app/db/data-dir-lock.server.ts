import { randomUUID } from "node:crypto";
import { open, readFile, stat, unlink, utimes } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

/**
 * The embedded database is a whole PostgreSQL engine inside one process: a second process
 * opening the same files would run a second engine over them and corrupt them. A lock file
 * in the directory says who holds it; its holder touches it every few seconds, so a lock
 * left by a process that crashed goes stale and the next start takes it over.
 */
export interface DataDirLock {
  release(): Promise<void>;
}

interface LockOwner {
  pid: number;
  host: string;
  token: string;
}

export class DataDirInUseError extends Error {
  readonly code = "db/data-dir-in-use";
  constructor(
    readonly dir: string,
    readonly owner: Partial<LockOwner>,
  ) {
    super(
      `The embedded database in ${dir} is in use by another server process` +
        `${owner.pid ? ` (pid ${owner.pid} on ${owner.host ?? "another host"})` : ""}. ` +
        "Run one process per DATA_DIR, or set DATABASE_URL so that several share PostgreSQL.",
    );
    this.name = "DataDirInUseError";
  }
}

const LOCK_FILE = "server.lock";

/** Tokens of the locks this process holds, to tell its own locks from an earlier run's. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function readOwner(file: string): Promise<Partial<LockOwner>> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Partial<LockOwner>;
  } catch {
    return {};
  }
}

/** True when the lock's holder is certainly gone, or has stopped touching the file. */
async function isStale(file: string, staleAfterMs: number): Promise<boolean> {
  const owner = await readOwner(file);
  if (owner.token !== undefined && heldHere.has(owner.token)) return false;
  // On this machine a lock can be checked at once: its process is gone, or it carries this
  // process's own id without being one of its locks (a restarted container is pid 1 again).
  if (owner.host === hostname() && owner.pid !== undefined) {
    if (owner.pid === process.pid || !isRunning(owner.pid)) return true;
  }
  const { mtimeMs } = await stat(file);
  return Date.now() - mtimeMs > staleAfterMs;
}

export async function lockDataDir(
  dir: string,
  { refreshMs = 5_000, staleAfterMs = 20_000 } = {},
): Promise<DataDirLock> {
  const file = path.join(dir, LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomUUID() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(JSON.stringify(owner));
      await handle.close();
      heldHere.add(owner.token);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (attempt > 0 || !(await isStale(file, staleAfterMs))) {
        throw new DataDirInUseError(dir, await readOwner(file));
      }
      await unlink(file).catch(() => {});
    }
  }

  const refresh = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => {});
  }, refreshMs);
  refresh.unref();

  return {
    async release() {
      clearInterval(refresh);
      heldHere.delete(owner.token);
      // Only this holder's own lock: never one a later process took over.
      if ((await readOwner(file)).token === owner.token) await unlink(file).catch(() => {});
    },
  };
}
