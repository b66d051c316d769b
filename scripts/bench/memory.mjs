// `npm run bench:memory`: the server's resident memory on each database, as `npm start` runs it.
// For each row: the peak while starting (the embedded database's first start creates it), the
// resident memory once idle, and the peak after 10 s of 50 connections on the cached `/`.
// Peaks are the kernel's high-water mark (VmHWM), so no spike between samples is missed.
// Writes docs/benchmarks/memory.md (and .json), beside the figures of docs/benchmarks/memory-before.json.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runLoad } from "./load.mjs";
import { ensureBuild, startServer, startServerOn } from "./run-server.mjs";

const IDLE_AFTER_MS = 10_000;
const LOAD = { connections: 50, durationSeconds: 10 };
const BEFORE = "docs/benchmarks/memory-before.json";

async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function measure(server) {
  const started = await memory(server.pid);
  await (await fetch(`${server.url}/`)).text();
  await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_MS));
  const idle = await memory(server.pid);
  const load = await runLoad({ ...LOAD, url: `${server.url}/` });
  const loaded = await memory(server.pid);
  return {
    startPeak: started.peak,
    idle: idle.rss,
    peak: loaded.peak,
    requestsPerSecond: load.requestsPerSecond,
  };
}

async function embedded() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-memory-"));
  try {
    const first = await startServer({ dataDir });
    const firstStart = await measure(first).finally(() => first.stop());
    const again = await startServer({ dataDir });
    const restart = await measure(again).finally(() => again.stop());
    return { firstStart, restart };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function postgres() {
  const server = await startServerOn("PostgreSQL");
  return measure(server).finally(() => server.stop());
}

ensureBuild();
const results = { ...(await embedded()), postgres: await postgres() };
const before = existsSync(BEFORE) ? JSON.parse(await readFile(BEFORE, "utf8")) : null;

const rows = [
  ["Embedded database, first start (creates it)", "firstStart"],
  ["Embedded database, later starts", "restart"],
  ["PostgreSQL (reference)", "postgres"],
];
const mb = (value) => (value === undefined ? "–" : `${Math.round(value)} MB`);
const table = rows
  .map(([label, key]) => {
    const now = results[key];
    const then = before?.results[key] ?? {};
    return `| ${label} | ${mb(now.startPeak)} (${mb(then.startPeak)}) | ${mb(now.idle)} (${mb(then.idle)}) | ${mb(now.peak)} (${mb(then.peak)}) | ${Math.round(now.requestsPerSecond).toLocaleString("en")} (${then.requestsPerSecond ? Math.round(then.requestsPerSecond).toLocaleString("en") : "–"}) |`;
  })
  .join("\n");

const report = `# Server memory

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:memory\` with Node ${process.version}: the
production server as \`npm start\` runs it, one process. Peaks are the kernel's high-water mark
of the process (VmHWM); idle is its resident memory ${IDLE_AFTER_MS / 1000} s after it served its first page.
The load is ${LOAD.durationSeconds} s of ${LOAD.connections} connections on the cached \`/\`. In brackets: ${
  before ? `${before.label}` : "no earlier figures recorded"
}.

| Server | Peak while starting | Idle | Peak after the load | Requests/s under the load |
| --- | ---: | ---: | ---: | ---: |
${table}

The goal on the embedded database: idle at most 250 MB, never above 400 MB. Nobody opens the chat
here: the assistant's index of the site, which a server builds when a visitor first opens the
chat, is not in these figures (before the chat waited for it, every start built it).
`;
await writeFile("docs/benchmarks/memory.md", report);
await writeFile("docs/benchmarks/memory.json", `${JSON.stringify({ results }, null, 2)}\n`);
console.log(report);
