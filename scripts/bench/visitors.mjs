// `npm run bench:visitors`: the same site as different visitors see it, side by side in one run on
// the embedded database: the anonymous visitor's cached page, the same page signed in, the pages
// that are truly per account, and the form pages that are the same for every visitor.
// 50 connections, 10 s per row after a 2 s warm-up. Writes docs/benchmarks/visitors.md, with
// the figures of docs/benchmarks/visitors-before.json beside them when that file exists, and the
// run's own figures to docs/benchmarks/visitors.json (copy it over the "before" file to compare a
// later change against this one).
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { createVerifiedUser, signedInCookie } from "./accounts.mjs";
import { runLoad } from "./load.mjs";
import { ensureBuild, startServerOn } from "./run-server.mjs";
import { samplePeakRss } from "./stats.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;
const EMAIL = "bench-visitor@example.com";

/** A signed-in visitor's marketing page: a fifth of the reference's throughput, p99 ≤ 50 ms. */
const SIGNED_IN_MARKETING = {
  text: "≥ 20%, p99 ≤ 50 ms",
  met: (result, share) => share >= 0.2 && result.p99 <= 50,
};
/** A page that is truly per account. */
const ACCOUNT_PAGE = { text: "≥ 1,000/s", met: (result) => result.requestsPerSecond >= 1000 };
/** A form page that is the same for every visitor without a session. */
const SHARED_FORM = { text: "≥ 50%", met: (_result, share) => share >= 0.5 };

/** Every row: who asks for which page. The first row is the reference the others are read against. */
const ROWS = [
  { page: "/about", who: "anonymous" },
  { page: "/about", who: "signed in", target: SIGNED_IN_MARKETING },
  { page: "/", who: "signed in", target: SIGNED_IN_MARKETING },
  { page: "/profile", who: "signed in", target: ACCOUNT_PAGE },
  { page: "/privacy-settings", who: "signed in", target: ACCOUNT_PAGE },
  { page: "/contact", who: "anonymous", target: SHARED_FORM },
  { page: "/consultation", who: "anonymous", target: SHARED_FORM },
  { page: "/get-started", who: "anonymous", target: SHARED_FORM },
  { page: "/newsletter", who: "anonymous", target: SHARED_FORM },
  { page: "/unsubscribe", who: "anonymous", target: SHARED_FORM },
  { page: "/welcome", who: "anonymous", target: SHARED_FORM },
];
const BEFORE_FILE = "docs/benchmarks/visitors-before.json";

async function measured(pid, config) {
  await runLoad({ connections: CONNECTIONS, ...config, durationSeconds: 2 });
  const memory = samplePeakRss(pid);
  const result = await runLoad({
    connections: CONNECTIONS,
    ...config,
    durationSeconds: DURATION_S,
  });
  return { ...result, rss: await memory.stop() };
}

ensureBuild();
const server = await startServerOn(process.env.BENCH_DATABASE ?? "PGlite");
const results = [];
try {
  await createVerifiedUser(server.url, EMAIL);
  const cookie = await signedInCookie(server.url, EMAIL);
  for (const row of ROWS) {
    const headers =
      row.who === "signed in" ? { cookie, accept: "text/html" } : { accept: "text/html" };
    const check = await fetch(`${server.url}${row.page}`, { headers, redirect: "manual" });
    const body = await check.text();
    if (check.status !== 200) throw new Error(`${row.page} answered ${check.status}`);
    if (row.who === "signed in" && !body.includes("Account menu for")) {
      throw new Error(`${row.page} was not served signed in`);
    }
    const result = await measured(server.pid, { url: `${server.url}${row.page}`, headers });
    results.push({ ...row, result });
    console.log(row.page, row.who, Math.round(result.requestsPerSecond), result.p99);
  }
} finally {
  await server.stop();
}

const before = existsSync(BEFORE_FILE) ? JSON.parse(await readFile(BEFORE_FILE, "utf8")) : null;
const rowKey = ({ page, who }) => `${page} ${who}`;
const beforeOf = (row) => before?.rows.find((entry) => rowKey(entry) === rowKey(row));
const reference = results[0].result.requestsPerSecond;
const ms = (value) => (value === null ? "n/a" : `${value.toFixed(1)} ms`);
const perSecond = (value) => Math.round(value).toLocaleString("en");
const beforeCell = (row) => {
  const earlier = beforeOf(row);
  return earlier ? `${perSecond(earlier.requestsPerSecond)}, p99 ${ms(earlier.p99)}` : "n/a";
};
const targetCell = ({ target, result }) => {
  if (!target) return "reference";
  return `${target.text}: ${target.met(result, result.requestsPerSecond / reference) ? "met" : "**missed**"}`;
};
const database = process.env.BENCH_DATABASE ?? "PGlite";
const report = `# Every visitor's pages

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, by \`npm run bench:visitors\`: the
production build on the ${database} database, one Node process, autocannon in a separate process,
${CONNECTIONS} connections, ${DURATION_S} s per row after a warm-up, all rows in one run. "Share" is each row's
throughput against the first row's, the anonymous visitor's cached page; "signed in" sends the
cookie of a verified account's session.${
  before ? ` "Before" is the same script on ${before.label}, run ${before.date}.` : ""
}

| Page | Visitor | Requests/s | Share | p50 | p99 | Errors | RSS | Before | Target |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${results
  .map(
    (row) =>
      `| \`${row.page}\` | ${row.who} | ${perSecond(row.result.requestsPerSecond)} | ${Math.round((row.result.requestsPerSecond / reference) * 100)}% | ${ms(row.result.p50)} | ${ms(row.result.p99)} | ${row.result.errors} | ${row.result.rss.toFixed(0)} MB | ${beforeCell(row)} | ${targetCell(row)} |`,
  )
  .join("\n")}
`;
await writeFile("docs/benchmarks/visitors.md", report);
await writeFile(
  "docs/benchmarks/visitors.json",
  `${JSON.stringify(
    {
      label: process.env.BENCH_LABEL ?? "this build",
      date: new Date().toISOString().slice(0, 10),
      rows: results.map(({ page, who, result }) => ({
        page,
        who,
        requestsPerSecond: result.requestsPerSecond,
        p99: result.p99,
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(report);
