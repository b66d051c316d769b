// `npm run bench:live`: a team member's chat line on its way to a visitor. Two production
// server processes share one scratch PostgreSQL database; 500 visitors hold chat sockets on the
// first (each has asked the assistant one thing, so each has a conversation) and 20 console
// pages hold the console's event stream on the second. The team member joins a visitor's chat
// and writes to them, as the console page posts it; the time runs from the post to the line
// arriving on the visitor's socket. Measured across the processes and, as the reference, with
// the member's posts on the visitors' own process. Writes docs/benchmarks/live-chat.md.
import { spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import pg from "pg";
import WebSocket from "ws";
import { createVerifiedUser, signedInCookie } from "./accounts.mjs";
import { ensureBuild, startServer } from "./run-server.mjs";
import { percentile } from "./stats.mjs";

const VISITORS = Number(process.env.BENCH_VISITORS ?? 500);
const CONSOLE_PAGES = 20;
// Within one member's budget of team lines (120 in ten minutes); each run has its own member.
const LINES_PER_RUN = Number(process.env.BENCH_LINES ?? 100);
/** Lines written at once: several members answering at the same time. */
const CONCURRENT_LINES = 10;
const OPEN_CONCURRENCY = 50;
const MEMBERS = [`across-${Date.now()}@bench.example`, `local-${Date.now()}@bench.example`];

ensureBuild();

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

async function scratchDatabase() {
  const name = `bench_live_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** One visitor: a socket on the first process, the conversation its first question made. */
function openVisitor(server, index) {
  const clientId = `bench-live-${index}`;
  const address = `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/ws/${clientId}`, {
    headers: { "x-forwarded-for": address },
  });
  const waiting = new Map();
  socket.on("message", (data) => {
    const frame = JSON.parse(String(data));
    if (frame.team) waiting.get(frame.team.text)?.(performance.now());
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => {
      const onFirstTurn = (data) => {
        if (!JSON.parse(String(data)).turn_complete) return;
        socket.off("message", onFirstTurn);
        resolve({
          clientId,
          socket,
          /** Resolves with the time the line `text` arrived. */
          arrival: (text) => new Promise((arrived) => waiting.set(text, arrived)),
        });
      };
      socket.on("message", onFirstTurn);
      socket.send("What does Kestrel AI do?");
    });
  });
}

/** A console page's event stream, read and dropped as a browser would show it. */
async function openConsolePage(server, cookie) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/admin/live-events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`event stream answered ${response.status}`);
  const reader = response.body.getReader();
  let events = 0;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        events += String(Buffer.from(value)).split("\n\n").length - 1;
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return { events: () => events, close: () => controller.abort() };
}

/** Posts a console action as the page does (React Router's data request). */
async function post(server, cookie, conversationId, fields) {
  const response = await fetch(`${server.url}/admin/conversations/${conversationId}.data`, {
    method: "POST",
    headers: {
      cookie,
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  return response.status;
}

async function measure(server, cookie, visitors, conversationOf, label) {
  const latencies = [];
  let errors = 0;
  for (let start = 0; start < LINES_PER_RUN; start += CONCURRENT_LINES) {
    await Promise.all(
      Array.from({ length: CONCURRENT_LINES }, async (_, offset) => {
        const visitor = visitors[(start + offset) % visitors.length];
        const id = conversationOf.get(visitor.clientId);
        if ((await post(server, cookie, id, { intent: "join" })) !== 200) errors += 1;
        const text = `${label} line ${start + offset}`;
        const arrived = visitor.arrival(text);
        const sent = performance.now();
        if ((await post(server, cookie, id, { intent: "reply", message: text })) !== 200) {
          errors += 1;
          return;
        }
        const at = await Promise.race([
          arrived,
          new Promise((resolve) => setTimeout(() => resolve(null), 5_000)),
        ]);
        if (at === null) errors += 1;
        else latencies.push(at - sent);
        if ((await post(server, cookie, id, { intent: "leave" })) !== 200) errors += 1;
      }),
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    label,
    lines: latencies.length,
    errors,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    max: latencies.at(-1),
  };
}

const database = await scratchDatabase();
const env = {
  DATABASE_URL: database.url,
  TRUST_PROXY: "true",
  LIVE_CHAT_HOURS: "always",
};
const visitorsProcess = await startServer({ env });
const teamProcess = await startServer({ env });
const visitors = [];
const pages = [];
let results;
try {
  for (const member of MEMBERS) {
    await createVerifiedUser(visitorsProcess.url, member);
    const granted = spawnSync(process.execPath, ["build/admin.js", "grant", member], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: database.url },
      encoding: "utf8",
    });
    if (granted.status !== 0) throw new Error(`admin grant failed: ${granted.stderr}`);
  }
  const teamCookie = await signedInCookie(teamProcess.url, MEMBERS[0]);
  const localCookie = await signedInCookie(visitorsProcess.url, MEMBERS[1]);
  for (let page = 0; page < CONSOLE_PAGES; page += 1) {
    pages.push(await openConsolePage(teamProcess, teamCookie));
  }
  for (let batch = 0; batch < VISITORS; batch += OPEN_CONCURRENCY) {
    visitors.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(OPEN_CONCURRENCY, VISITORS - batch) }, (_, offset) =>
          openVisitor(visitorsProcess, batch + offset),
        ),
      )),
    );
  }
  const rows = await new pg.Client({ connectionString: database.url });
  await rows.connect();
  const { rows: records } = await rows.query(
    "select id, client_session_id from conversations where visitor_online_until > $1",
    [Date.now()],
  );
  await rows.end();
  const conversationOf = new Map(
    records.map((record) => [record.client_session_id.replace(/^client_/, ""), record.id]),
  );
  if (conversationOf.size !== VISITORS) {
    throw new Error(`${conversationOf.size} of ${VISITORS} visitors are listed as here`);
  }
  results = [
    await measure(teamProcess, teamCookie, visitors, conversationOf, "across processes"),
    await measure(visitorsProcess, localCookie, visitors, conversationOf, "same process"),
  ];
  const stillOpen = visitors.filter((visitor) => visitor.socket.readyState === WebSocket.OPEN);
  const events = pages.map((page) => page.events());
  results.stillOpen = stillOpen.length;
  results.minEvents = Math.min(...events);
} finally {
  for (const page of pages) page.close();
  for (const visitor of visitors) visitor.socket.close();
  await visitorsProcess.stop();
  await teamProcess.stop();
  await database.drop();
}

const ms = (value) => (value === undefined ? "–" : `${value.toFixed(1)} ms`);
const table = results
  .map(
    (row) =>
      `| ${row.label} | ${row.lines} | ${row.errors} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} |`,
  )
  .join("\n");
const report = `# Live chat: a team member's line to a visitor

Measured by \`npm run bench:live\` (scripts/bench/live-chat.mjs) on ${cpus().length} cores, Node
${process.version}, with two production server processes on one PostgreSQL database. ${VISITORS}
visitors hold chat sockets on the first process, each with a conversation; ${CONSOLE_PAGES}
console pages hold the event stream on the second. For each of ${LINES_PER_RUN} lines
(${CONCURRENT_LINES} at a time) the member joins a visitor's chat, writes the line and leaves, by
the same posts the console page makes. The time runs from the post of the line to its arrival
on the visitor's socket.

| posts made on | lines | errors | p50 | p95 | max |
| --- | ---: | ---: | ---: | ---: | ---: |
${table}

Afterwards ${results.stillOpen} of ${VISITORS} visitor sockets were still open, and each console
page had received at least ${results.minEvents} events.

"Same process" is the reference: the member's posts go to the process that holds the visitors'
sockets, so the line still travels through PostgreSQL's NOTIFY but never between processes.
`;
await writeFile("docs/benchmarks/live-chat.md", report);
console.log(report);
