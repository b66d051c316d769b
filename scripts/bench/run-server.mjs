// Shared by the benchmark scripts: builds if needed and runs the production server on a free
// port with a fresh embedded database.
import { execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

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
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
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
