// `npm run bench:startup`: production build time, cold and warm start-up to the first served
// page, and the JavaScript each public page loads before it becomes interactive (gzip).
// Writes docs/benchmarks/startup.md.
import { execSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "./run-server.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const pages = ["/", "/solutions", "/about", "/case-studies", "/contact", "/consultation"];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timeBuild() {
  const started = performance.now();
  execSync("npm run build", { stdio: "ignore" });
  return performance.now() - started;
}

/** Milliseconds from spawning the server to the first 200 answer for `/`. */
async function timeStart(dataDir) {
  const started = performance.now();
  const server = await startServer({ dataDir });
  const response = await fetch(`${server.url}/`);
  if (response.status !== 200) throw new Error(`/ answered ${response.status}`);
  await response.text();
  return { elapsed: performance.now() - started, url: server.url, stop: server.stop };
}

/** The scripts a page loads up front: its module preloads and the client entry. */
async function initialJs(url, page) {
  const html = await (await fetch(`${url}${page}`)).text();
  const scripts = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
  );
  let bytes = 0;
  for (const script of scripts) {
    bytes += gzipSync(await readFile(path.join("build/client", script)), { level: 9 }).length;
  }
  return { files: scripts.size, kb: bytes / 1024 };
}

const buildMs = timeBuild();
const cold = [];
const warm = [];
let sizes = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-start-"));
  const first = await timeStart(dataDir);
  cold.push(first.elapsed);
  await first.stop();
  const second = await timeStart(dataDir);
  warm.push(second.elapsed);
  if (run === 0)
    sizes = await Promise.all(
      pages.map(async (page) => ({ page, ...(await initialJs(second.url, page)) })),
    );
  await second.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const report = `# Start-up and page weight

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, by \`npm run bench:startup\` (${runs} runs, medians).

| What | Result |
| --- | --- |
| Production build (\`npm run build\`) | ${(buildMs / 1000).toFixed(1)} s |
| Cold start, empty \`DATA_DIR\` (database created and migrated), spawn to first page | ${Math.round(median(cold))} ms |
| Warm start, existing database, spawn to first page | ${Math.round(median(warm))} ms |

Initial JavaScript per page (module preloads, gzip level 9):

| Page | Files | KB gzip |
| --- | --- | --- |
${sizes.map((size) => `| \`${size.page}\` | ${size.files} | ${size.kb.toFixed(1)} |`).join("\n")}
`;
await writeFile("docs/benchmarks/startup.md", report);
console.log(report);
