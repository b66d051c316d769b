// `npm run bench:browser-visit`: the CPU Chromium spends on one visit of a cached page, opened
// the ways a browser test can open it, side by side in one run against one server. It is what
// decided how the browser tests open their pages (tests/support/browser-suite.ts).
// Writes docs/benchmarks/browser-visit.md.
import { readdirSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { chromium } from "playwright-core";
import { startScripts } from "./first-use.mjs";
import { ensureBuild, startServer } from "./run-server.mjs";

const VISITS = Number(process.env.BENCH_RUNS ?? 10);
const PAGE = "/privacy";
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU seconds of every Chromium process alive, with what each has collected from the children it
 * reaped (renderers that have exited), from /proc.
 */
function chromiumCpuSeconds() {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("chromium")) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      // utime, stime, cutime, cstime (fields 14–17 of proc(5), counted from the state field).
      ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    } catch {
      // The process exited between the listing and the read.
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

ensureBuild();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  // The test browser's own flags (tests/support/browser.ts).
  args: ["--no-sandbox", "--disable-gpu", "--js-flags=--no-opt"],
});
const url = `${server.url}${PAGE}`;
/** Opens the page in `page` and uses it. */
async function openAndUse(page) {
  await page.goto(url);
  await startScripts(page);
}
const reused = await browser.newContext();
const tab = await reused.newPage();

const ways = [
  {
    label: "A new context and tab, the page read (no scripts)",
    async visit() {
      const context = await browser.newContext();
      await (await context.newPage()).goto(url);
      await context.close();
    },
  },
  {
    label: "A new context and tab, the page used (hydrated)",
    async visit() {
      const context = await browser.newContext();
      await openAndUse(await context.newPage());
      await context.close();
    },
  },
  {
    label: "A new tab in a kept context, the page used",
    async visit() {
      const page = await reused.newPage();
      await openAndUse(page);
      await page.close();
    },
  },
  {
    label: "A kept tab, parked on `about:blank` between visits, the page used",
    async visit() {
      await openAndUse(tab);
      await tab.goto("about:blank");
    },
  },
  {
    label: "A kept tab, cookies cleared and parked on `/robots.txt` between visits, the page used",
    async visit() {
      await openAndUse(tab);
      await reused.clearCookies();
      await tab.goto(`${server.url}/robots.txt`);
    },
  },
];

const rows = [];
try {
  for (const way of ways) {
    await way.visit(); // Warms the server's cache and the browser's.
    const cpuBefore = chromiumCpuSeconds();
    const started = performance.now();
    for (let visit = 0; visit < VISITS; visit += 1) await way.visit();
    rows.push({
      label: way.label,
      cpu: (chromiumCpuSeconds() - cpuBefore) / VISITS,
      wall: (performance.now() - started) / 1000 / VISITS,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

const report = `# What a visit costs the test browser

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores by \`npm run bench:browser-visit\`: Chromium
(the test browser's flags) visits \`${PAGE}\`, a page kept in memory, ${VISITS} times each way,
one way after the other against one production server. CPU is that of every Chromium process,
from /proc; wall time includes the server's.

| Way | Chromium CPU per visit | Wall time per visit |
| --- | ---: | ---: |
${rows.map((row) => `| ${row.label} | ${row.cpu.toFixed(2)} s | ${row.wall.toFixed(2)} s |`).join("\n")}

The browser tests keep their tabs and park them on a static file between tests, the last row
(\`tests/support/browser-suite.ts\`); before, each visit had a new context, the second row.
`;
await writeFile("docs/benchmarks/browser-visit.md", report);
console.log(report);
