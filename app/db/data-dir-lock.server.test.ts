import { spawnSync } from "node:child_process";
import { mkdtemp, rm, stat, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { DatabaseConnectionError, openDatabase } from "./client.server.ts";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.server.ts";

const dirs: string[] = [];
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "data-dir-lock-"));
  dirs.push(dir);
});
afterAll(() => Promise.all(dirs.map((each) => rm(each, { recursive: true, force: true }))));

/** The id of a process that has already ended. */
function finishedPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

describe("the embedded database's data directory", () => {
  it("opens for one process at a time, and again once that one has closed it", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    const second = openDatabase({ kind: "pglite", dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DatabaseConnectionError);
    await expect(second).rejects.toThrow(
      `The embedded database in ${dir} is in use by another server process (pid ${process.pid} on ${hostname()}). Run one process per DATA_DIR, or set DATABASE_URL`,
    );
    await first.close();
    const reopened = await openDatabase({ kind: "pglite", dataDir: dir });
    await reopened.close();
  });

  it("takes over the lock of a process on this machine that has ended", async () => {
    await writeFile(
      path.join(dir, "server.lock"),
      JSON.stringify({ pid: finishedPid(), host: hostname(), token: "crashed" }),
    );
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("takes over a lock from another machine only once its holder stopped touching it", async () => {
    const file = path.join(dir, "server.lock");
    await writeFile(file, JSON.stringify({ pid: 4242, host: "elsewhere", token: "remote" }));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(file, longAgo, longAgo);
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("keeps its own lock fresh while it holds it", async () => {
    const lock = await lockDataDir(dir, { refreshMs: 50 });
    const file = path.join(dir, "server.lock");
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(file, longAgo, longAgo);
    await expect
      .poll(async () => Date.now() - (await stat(file)).mtimeMs, { timeout: 5_000 })
      .toBeLessThan(10_000);
    await lock.release();
    await expect(stat(file)).rejects.toThrow();
  });
});
