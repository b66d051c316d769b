// Runs the HTTP load generator (http-load.mjs) in its own process and returns its results.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const worker = fileURLToPath(new URL("./http-load.mjs", import.meta.url));

export function runLoad(config) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [worker, JSON.stringify(config)],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`load generator failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout.trim().split("\n").at(-1)));
      },
    );
  });
}
