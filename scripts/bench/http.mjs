// `npm run bench:http`: page serving and form writes against the production build.
// 1. Marketing pages at full load, and the same HTML and assets from nginx at full load (the
//    physical limit on this machine).
// 2. /profile for a signed-in user at 200 requests/s.
// 3. Contact submissions at full load, on the embedded database and on PostgreSQL.
// Each run lasts 15 s with autocannon in its own process. Writes docs/benchmarks/http.md.
import { spawn } from "node:child_process";
import { chmod, cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createVerifiedUser, signedInCookie } from "./accounts.mjs";
import { runLoad } from "./load.mjs";
import { ensureNginx, startNginx } from "./nginx.mjs";
import { ensureBuild, startServer, startServerOn } from "./run-server.mjs";
import { samplePeakRss } from "./stats.mjs";

const DURATION_S = 15;
const WARM_UP_S = 3;
const CONNECTIONS = 50;
const MARKETING_PAGES = ["/", "/solutions", "/case-studies"];
const PROFILE_RATE = 200;

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Runs a load against a process and adds the process's peak memory to the result. A short,
 * unrecorded warm-up comes first: a fresh process compiles code and loads route modules on its
 * first requests, which says nothing about how it serves afterwards.
 */
async function measured(pid, config) {
  await runLoad({ connections: CONNECTIONS, ...config, durationSeconds: WARM_UP_S });
  const memory = samplePeakRss(pid);
  const result = await runLoad({
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    ...config,
  });
  return { ...result, rss: await memory.stop() };
}

/** Contact messages per second, each from a distinct visitor address and sender. */
async function contactWrites(database) {
  const server = await startServerOn(database, { env: { TRUST_PROXY: "true" } });
  try {
    // One visitor session for every message, as a visitor's browser keeps its cookie.
    const first = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: {
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "10.255.255.254",
      },
      body: new URLSearchParams({
        name: "First",
        email: "first@example.com",
        company: "Benchmarks Ltd",
        message: "Warming up.",
      }),
    });
    const cookie = first.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    return await measured(server.pid, {
      url: `${server.url}/contact.data`,
      method: "POST",
      connections: 20,
      headers: {
        origin: server.url,
        cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      variation: "contact",
    });
  } finally {
    await server.stop();
  }
}

/** Requests for /profile as a verified account holder signed in on the server at `url`. */
async function signedInProfileLoad(url) {
  await createVerifiedUser(url, "bench-profile@example.com");
  const cookie = await signedInCookie(url, "bench-profile@example.com");
  return { url: `${url}/profile`, headers: { cookie }, connections: 20 };
}

/** /profile at the target rate on a database of its own (see startServerOn). */
async function profileOn(database) {
  const server = await startServerOn(database);
  try {
    const load = await signedInProfileLoad(server.url);
    return await measured(server.pid, { ...load, rate: PROFILE_RATE });
  } finally {
    await server.stop();
  }
}

/** The bare Node reference (bare-node.mjs) on the pages saved in `root`. */
async function startBareNode(root) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL("./bare-node.mjs", import.meta.url)), root],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise((resolve, reject) => {
    child.stdout.once("data", (chunk) => resolve(/(http:\S+)/.exec(String(chunk))[1]));
    child.once("exit", (code) => reject(new Error(`bare Node server exited with ${code}`)));
  });
  return { url, pid: child.pid, stop: () => child.kill() };
}

ensureBuild();
ensureNginx();
const server = await startServer({ env: { TRUST_PROXY: "true" } });
const htmlRoot = await mkdtemp(path.join(tmpdir(), "bench-html-"));
const marketing = [];
let profile;
let profileCapacity;
try {
  // nginx gets the very bytes the site serves: the built assets and each page's HTML.
  await cp("build/client", htmlRoot, { recursive: true });
  // nginx's worker runs as an unprivileged user, which must be able to read the copy.
  await chmod(htmlRoot, 0o755);
  for (const page of MARKETING_PAGES) {
    const html = await (await fetch(`${server.url}${page}`)).text();
    await writeFile(
      path.join(htmlRoot, page === "/" ? "index.html" : `${page.slice(1)}.html`),
      html,
    );
  }
  const nginx = await startNginx({ root: htmlRoot, port: await freePort() });
  const bareNode = await startBareNode(htmlRoot);
  try {
    for (const page of MARKETING_PAGES) {
      const ours = await measured(server.pid, { url: `${server.url}${page}` });
      const reference = await measured(nginx.pid, { url: `${nginx.url}${page}` });
      const bare = await measured(bareNode.pid, { url: `${bareNode.url}${page}` });
      marketing.push({ page, ours, reference, bare });
    }
  } finally {
    await nginx.stop();
    bareNode.stop();
  }

  const profileLoad = await signedInProfileLoad(server.url);
  profile = await measured(server.pid, { ...profileLoad, rate: PROFILE_RATE });
  profileCapacity = await measured(server.pid, profileLoad);
} finally {
  await server.stop();
  await rm(htmlRoot, { recursive: true, force: true });
}
const contactOnPglite = await contactWrites("PGlite");
const contactOnPostgres = await contactWrites("PostgreSQL");
const profileOnPostgres = await profileOn("PostgreSQL");

const percent = (site, reference) =>
  `${((site.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0)}%`;
const ms = (value) => (value === null ? "n/a" : `${value.toFixed(1)} ms`);
const perSecond = (value) => Math.round(value).toLocaleString("en");
const latencyCells = (result) =>
  `${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.errors} | ${result.rss.toFixed(0)} MB`;

const report = `# Page serving and form writes

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, by \`npm run bench:http\`: the
production build, one Node process, autocannon in a separate process (${CONNECTIONS} connections unless
stated, ${DURATION_S} s per row). RSS is the peak resident memory of the serving process during the row.

## 1. Marketing pages against nginx

nginx (one worker, \`sendfile\`, no logging) serves the same HTML the site rendered and the same
assets. Both are driven as hard as the load generator can from the machine's other core, so
nginx's figure is as much the generator's limit as nginx's; latency at full load is an upper bound
of latency at any lower rate. A second reference, "bare Node", serves the same bytes from Node's
\`http\` module with nothing else (\`scripts/bench/bare-node.mjs\`): no security headers, no
per-request nonce, no access log line. The site adds those to every response.

| Page | Server | Requests/s | p50 | p95 | p99 | Errors | RSS |
| --- | --- | --- | --- | --- | --- | --- | --- |
${marketing
  .map(
    ({ page, ours, reference, bare }) =>
      `| \`${page}\` | site, full load | ${perSecond(ours.requestsPerSecond)} | ${latencyCells(ours)} |
| \`${page}\` | nginx, full load | ${perSecond(reference.requestsPerSecond)} | ${latencyCells(reference)} |
| \`${page}\` | bare Node, full load | ${perSecond(bare.requestsPerSecond)} | ${latencyCells(bare)} |`,
  )
  .join("\n")}

| Page | Site ÷ nginx (target ≥ 50%) | Site ÷ bare Node | Site p99 at its full load (target ≤ 20 ms) |
| --- | --- | --- | --- |
${marketing
  .map(
    ({ page, ours, reference, bare }) =>
      `| \`${page}\` | ${percent(ours, reference)} | ${percent(ours, bare)} | ${ms(ours.p99)} |`,
  )
  .join("\n")}

## 2. A page that needs the session

\`/profile\` for a signed-in user (session lookup, then the server render) at a steady ${PROFILE_RATE} requests/s,
20 connections, on the embedded database and on PostgreSQL; and, to show the capacity that rate is
measured against, at full load on the embedded database. Target: p99 ≤ 50 ms at ${PROFILE_RATE}/s.

| Database | Load | Requests/s | p50 | p95 | p99 | Errors | RSS |
| --- | --- | --- | --- | --- | --- | --- | --- |
| PGlite (embedded) | ${PROFILE_RATE}/s | ${perSecond(profile.requestsPerSecond)} | ${latencyCells(profile)} |
| PGlite (embedded) | full | ${perSecond(profileCapacity.requestsPerSecond)} | ${latencyCells(profileCapacity)} |
| PostgreSQL | ${PROFILE_RATE}/s | ${perSecond(profileOnPostgres.requestsPerSecond)} | ${latencyCells(profileOnPostgres)} |

## 3. Contact messages

Contact submissions as the site's own form sends them with JavaScript (\`POST /contact.data\`), each
from its own address and sender, at full load with 20 connections. Each one is charged against two
rate-limit counters, stored, and its two emails queued in the outbox, all in one transaction;
messages arriving together share that transaction (group commit, \`app/db/group-commit.server.ts\`),
and the outbox worker delivers them in rounds. Targets: ≥ 500/s on the embedded database and
≥ 1,000/s on PostgreSQL, p99 ≤ 50 ms.

| Database | Writes/s | p50 | p95 | p99 | Errors | RSS |
| --- | --- | --- | --- | --- | --- | --- |
| PGlite (embedded) | ${perSecond(contactOnPglite.requestsPerSecond)} | ${latencyCells(contactOnPglite)} |
| PostgreSQL | ${perSecond(contactOnPostgres.requestsPerSecond)} | ${latencyCells(contactOnPostgres)} |
`;
await writeFile("docs/benchmarks/http.md", report);
console.log(report);
