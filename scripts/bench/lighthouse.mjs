// `npm run bench:lighthouse`: Lighthouse (mobile preset) on every page of the sitemap, in the production
// build, in Debian's Chromium, three runs a page. Prints the four category scores of each run and
// writes the median run of every page, with its FCP, LCP, TBT and CLS, to
// docs/benchmarks/lighthouse.md, with the figures of docs/benchmarks/lighthouse-before.json beside
// them when that file exists, and the run's own figures to docs/benchmarks/lighthouse.json (copy
// it over the "before" file to compare a later change with this one).
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { sitemapPages } from "../../app/content/pages.ts";
import { ensureBuild, startServer } from "./run-server.mjs";

const pages = sitemapPages.map((page) => page.path);
const categories = ["performance", "accessibility", "best-practices", "seo"];
/**
 * A single run's performance score moves by a few points with the machine's load, so each page
 * is measured this many times, in rounds over all pages so that a busy moment is spread out.
 */
const RUNS = 3;

ensureBuild();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

/**
 * One Lighthouse run of `url`. A run that Lighthouse itself reports as failed (a page that did
 * not paint in time on a busy machine, say) is tried again, and after three such runs the
 * benchmark stops with Lighthouse's reason: a failed run would otherwise read as scores of 0.
 */
async function audited(url) {
  let failure;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!lhr.runtimeError) return lhr;
    failure = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    console.warn(`Lighthouse run ${attempt} of ${url} failed (${failure})`);
  }
  throw new Error(`Lighthouse could not measure ${url}: ${failure}`);
}

/** The figures the report keeps from one run. */
function figuresOf(page, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    scores: categories.map(score),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    failing: Object.values(lhr.audits)
      .filter(
        (item) =>
          item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== "informative",
      )
      .map((item) => item.id),
  };
}

/**
 * The run whose performance score is the median of the page's runs, reported whole so that its
 * LCP, TBT and audits belong together; among runs of the same score, the one with the median LCP.
 */
function medianRun(runs) {
  const ordered = [...runs].sort((a, b) => a.scores[0] - b.scores[0] || b.lcp - a.lcp);
  return ordered[Math.floor(ordered.length / 2)];
}

const runsByPage = new Map(pages.map((page) => [page, []]));
try {
  for (const page of pages) {
    // Warm the page cache so the runs measure what visitors get, not the first render.
    await fetch(`${server.url}${page}`);
  }
  for (let round = 1; round <= RUNS; round += 1) {
    for (const page of pages) {
      const run = figuresOf(page, await audited(`${server.url}${page}`));
      runsByPage.get(page).push(run);
      console.log(`${page} (run ${round} of ${RUNS}): ${run.scores.join(" / ")}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
const rows = pages.map((page) => medianRun(runsByPage.get(page)));
const spread = pages
  .map((page) => {
    const performance = runsByPage.get(page).map((run) => run.scores[0]);
    return `\`${page}\` ${Math.min(...performance)}–${Math.max(...performance)}`;
  })
  .join(", ");

const BEFORE_FILE = "docs/benchmarks/lighthouse-before.json";
const before = existsSync(BEFORE_FILE) ? JSON.parse(await readFile(BEFORE_FILE, "utf8")) : null;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const beforeCells = (row) => {
  const earlier = before?.rows.find((entry) => entry.page === row.page);
  return earlier ? `${earlier.performance} | ${seconds(earlier.lcp)}` : "– | –";
};
const table = rows
  .map(
    (row) =>
      `| \`${row.page}\` | ${row.scores.join(" | ")} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${beforeCells(row)} |`,
  )
  .join("\n");
const failing = rows
  .filter((row) => row.failing.length > 0)
  .map((row) => `- \`${row.page}\`: ${row.failing.join(", ")}`)
  .join("\n");
const report = `# Lighthouse

Mobile preset (simulated slow 4G and 4x CPU slowdown), Lighthouse ${lighthouse.version ?? "12"}, Debian Chromium,
${cpus().length} cores, measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:lighthouse\`
against the production build on the embedded database. Each page was measured ${RUNS} times; every
row is the run with the median performance score (its own FCP, LCP, TBT, CLS and audits, not
medians taken figure by figure).${
  before ? ` "Before" is the same script on ${before.label}, run ${before.date}.` : ""
} The target is 100 in each of the first four columns and a CLS of 0.

| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Performance before | LCP before |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${table}

Performance score range over the ${RUNS} runs: ${spread}.

Audits scoring under 90 in the median run:
${failing || "- none"}
`;
await writeFile("docs/benchmarks/lighthouse.md", report);
await writeFile(
  "docs/benchmarks/lighthouse.json",
  `${JSON.stringify(
    {
      label: "the build of this run",
      date: new Date().toISOString().slice(0, 10),
      rows: rows.map((row) => ({
        page: row.page,
        performance: row.scores[0],
        fcp: Math.round(row.fcp),
        lcp: Math.round(row.lcp),
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(report);
