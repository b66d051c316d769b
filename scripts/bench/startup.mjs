// `npm run bench:startup`: production build time, cold and warm start-up to the first served
// page, and the JavaScript each public page loads: while a visitor only reads it, and once they use it.
// Writes docs/benchmarks/startup.md.
import { execSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startScripts } from "./first-use.mjs";
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

/**
 * The scripts a page's first use loads: its module preloads, or on a page kept in memory the list
 * its loader preloads once the visitor starts to use it (server/hydrate-on-interaction.ts).
 */
async function initialJs(url, page) {
  const html = await (await fetch(`${url}${page}`)).text();
  const deferred = /\}\)\((\[[^\]]*\])/.exec(html)?.[1];
  const scripts = new Set([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
    ...(deferred ? JSON.parse(deferred) : []),
  ]);
  let gzipBytes = 0;
  let wireBytes = 0;
  for (const script of scripts) {
    gzipBytes += gzipSync(await readFile(path.join("build/client", script)), { level: 9 }).length;
    // What a browser receives: the copy compressed at build time, as the server sends it.
    const response = await fetch(`${url}${script}`, { headers: { "accept-encoding": "br, gzip" } });
    await response.arrayBuffer();
    wireBytes += Number(response.headers.get("content-length"));
  }
  return {
    files: scripts.size,
    kb: gzipBytes / 1024,
    wireKb: wireBytes / 1024,
    scripts: [...scripts],
  };
}

/**
 * What a visitor's browser downloads: Chromium opens the page at 375 px and waits until the
 * network is idle, first while the visitor only reads and scrolls, then after their first key
 * press. Sizes are the bodies as sent (`encodedBodySize`).
 */
async function javaScriptInBrowser(url, pages) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  });
  const sentKb = (page) =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\.js(\?|$)/.test(entry.name))
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024,
    );
  try {
    const results = {};
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${url}${path}`);
      await page.mouse.wheel(0, 600);
      await page.waitForLoadState("networkidle");
      const reading = await sentKb(page);
      await startScripts(page);
      await page.waitForLoadState("networkidle");
      results[path] = { reading, used: await sentKb(page) };
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The largest parts of each of a page's chunks above 5 KB gzip, from build/chunk-report.json. */
async function chunkContents(scripts) {
  const report = JSON.parse(await readFile("build/chunk-report.json", "utf8"));
  const rows = [];
  for (const script of scripts) {
    const file = script.replace(/^\//, "");
    const gzip = gzipSync(await readFile(path.join("build/client", file)), { level: 9 }).length;
    const parts = Object.entries(report[file] ?? {}).sort((a, b) => b[1] - a[1]);
    const total = parts.reduce((sum, [, bytes]) => sum + bytes, 0);
    if (gzip < 5 * 1024) continue;
    const largest = parts
      .slice(0, 3)
      .map(([part, bytes]) => `${part} ${Math.round((bytes / total) * 100)}%`)
      .join(", ");
    rows.push(`| \`${path.basename(file)}\` | ${(gzip / 1024).toFixed(1)} | ${largest} |`);
  }
  return rows.join("\n");
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
  if (run === 0) {
    const inBrowser = await javaScriptInBrowser(second.url, pages);
    sizes = await Promise.all(
      pages.map(async (page) => ({
        page,
        ...(await initialJs(second.url, page)),
        browser: inBrowser[page],
      })),
    );
  }
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

JavaScript per page. A visitor who only reads and scrolls the page downloads none: its scripts
load when the visitor first presses, taps, clicks or tabs (\`server/hydrate-on-interaction.ts\`).
Measured in Chromium at 375 px until the network is idle, as sent (Brotli, the copies compressed
at build time), then the files that first use loads, as sent and at gzip level 9 (what was sent
before they were compressed at build time):

| Page | KB while reading (browser) | KB once used (browser) | Files on first use | KB sent (Brotli) | KB gzip |
| --- | ---: | ---: | --- | ---: | ---: |
${sizes.map((size) => `| \`${size.page}\` | ${size.browser.reading.toFixed(1)} | ${size.browser.used.toFixed(1)} | ${size.files} | ${size.wireKb.toFixed(1)} | ${size.kb.toFixed(1)} |`).join("\n")}

What the chunks of \`/\` above 5 KB hold (share of each chunk's code before minification):

| Chunk | KB gzip | Largest parts |
| --- | ---: | --- |
${await chunkContents(sizes[0].scripts)}
`;
await writeFile("docs/benchmarks/startup.md", report);
console.log(report);
