// Shared by the benchmark scripts: builds if needed and runs the production server on a free
// port with a fresh embedded database.
import { execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export function ensureBuild() {
  if (!existsSync("build/start.js")) execSync("npm run build", { stdio: "inherit" });
}

/**
 * Starts the server; pass `dataDir` to reuse a database, which is then kept on stop, and
 * `nodeArgs` for flags such as `--cpu-prof` when profiling.
 */
export async function startServer({ env = {}, dataDir: existingDataDir, nodeArgs = [] } = {}) {
  const dataDir = existingDataDir ?? (await mkdtemp(path.join(tmpdir(), "bench-")));
  const child = spawn(process.execPath, [...nodeArgs, "build/start.js"], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    let output = "";
    const lookForAddress = (chunk) => {
      output += chunk;
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (!match) return;
      // From here on the log is read and dropped, as a log collector would take it: keeping
      // and searching it here would cost this machine's CPU in proportion to its length.
      child.stdout.off("data", lookForAddress);
      child.stdout.resume();
      resolve(match[1]);
    };
    child.stdout.on("data", lookForAddress);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once("exit", resolve);
          child.kill("SIGTERM");
        });
      }
      if (!existingDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const postgresAdminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Starts the server on a database of its own, "PGlite" or "PostgreSQL", and removes that
 * database when stopped. An embedded database is created by a first start and measured on the
 * second, as a deployment runs after its first day: creating one inflates that process's heap.
 */
export async function startServerOn(database, { env = {}, nodeArgs = [] } = {}) {
  if (database === "PGlite") {
    const dataDir = await mkdtemp(path.join(tmpdir(), "bench-db-"));
    await (await startServer({ dataDir })).stop();
    const server = await startServer({ dataDir, env, nodeArgs });
    return {
      ...server,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const server = await startServer({ env: { ...env, DATABASE_URL: url.toString() }, nodeArgs });
  return {
    ...server,
    async stop() {
      await server.stop();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
