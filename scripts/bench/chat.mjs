// `npm run bench:chat`: the chat socket under load, against the production build on the
// embedded database with the built-in assistant. Opens 2,000 sockets (anonymous visitors, ten
// per address, each given its anonymous session in the handshake), then runs rounds of 200
// simultaneous turns and measures the time to the first streamed chunk and to turn_complete,
// with the server's resident memory sampled throughout. Writes docs/benchmarks/chat.md.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import WebSocket from "ws";
import { ensureBuild, startServer } from "./run-server.mjs";

const SOCKETS = 2_000;
const SOCKETS_PER_ADDRESS = 10;
const SIMULTANEOUS_TURNS = 200;
const ROUNDS = 5;
const OPEN_CONCURRENCY = 50;
const QUESTIONS = [
  "What does Kestrel AI do?",
  "What is the response time of your AI agents?",
  "Are you GDPR compliant?",
  "Where is your office?",
  "How do I book a free consultation?",
  "What results did the regional health network get?",
  "What are your support hours?",
  "Tell me something fun about AI!",
];

ensureBuild();
const server = await startServer({ env: { TRUST_PROXY: "true" } });
const socketUrl = (index) => `${server.url.replace("http", "ws")}/ws/bench-client-${index}`;

function rssMb() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

function openSocket(index) {
  const address = `10.0.${Math.floor(index / SOCKETS_PER_ADDRESS / 250)}.${
    (Math.floor(index / SOCKETS_PER_ADDRESS) % 250) + 1
  }`;
  const started = performance.now();
  const socket = new WebSocket(socketUrl(index), { headers: { "x-forwarded-for": address } });
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve({ socket, openMs: performance.now() - started }));
    socket.once("error", reject);
  });
}

/** One turn: resolves with the time to the first chunk and to turn_complete. */
function turn(socket, question) {
  return new Promise((resolve) => {
    const sent = performance.now();
    let firstChunkMs = null;
    const onMessage = (data) => {
      const frame = JSON.parse(String(data));
      if (frame.message !== undefined && firstChunkMs === null) {
        firstChunkMs = performance.now() - sent;
      }
      if (frame.turn_complete || frame.error) {
        socket.off("message", onMessage);
        resolve({
          firstChunkMs,
          completeMs: performance.now() - sent,
          error: Boolean(frame.error),
        });
      }
    };
    socket.on("message", onMessage);
    socket.send(question);
  });
}

let peakRss = rssMb();
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb())), 100);

try {
  const idleRss = rssMb();
  const sockets = [];
  const openTimes = [];
  const openStarted = performance.now();
  for (let batch = 0; batch < SOCKETS; batch += OPEN_CONCURRENCY) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(OPEN_CONCURRENCY, SOCKETS - batch) }, (_, offset) =>
        openSocket(batch + offset),
      ),
    );
    for (const { socket, openMs } of opened) {
      sockets.push(socket);
      openTimes.push(openMs);
    }
  }
  const openSeconds = (performance.now() - openStarted) / 1000;
  const openRss = rssMb();

  const firstChunk = [];
  const complete = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    // A different tenth of the open sockets speaks in each round; the rest stay open and idle.
    const speakers = Array.from(
      { length: SIMULTANEOUS_TURNS },
      (_, index) => sockets[(round * SIMULTANEOUS_TURNS + index) % sockets.length],
    );
    const results = await Promise.all(
      speakers.map((socket, index) => turn(socket, QUESTIONS[index % QUESTIONS.length])),
    );
    for (const result of results) {
      if (result.error || result.firstChunkMs === null) errors += 1;
      else firstChunk.push(result.firstChunkMs);
      complete.push(result.completeMs);
    }
  }
  clearInterval(sampler);
  const stillOpen = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  for (const socket of sockets) socket.terminate();
  openTimes.sort((a, b) => a - b);
  firstChunk.sort((a, b) => a - b);
  complete.sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(1)} ms`;

  const report = `# Chat socket

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, by \`npm run bench:chat\`:
the production build on the embedded database with the built-in assistant (answers streamed
in pieces of a few words, 15 ms apart). The load generator is this script, a separate process
using the \`ws\` client.

1. ${SOCKETS.toLocaleString("en")} sockets opened, ${OPEN_CONCURRENCY} handshakes at a time, as anonymous visitors from
   ${SOCKETS / SOCKETS_PER_ADDRESS} addresses (${SOCKETS_PER_ADDRESS} each, the per-address limit); every handshake creates the
   visitor's anonymous session.
2. With all of them open, ${ROUNDS} rounds of ${SIMULTANEOUS_TURNS} simultaneous turns (${ROUNDS * SIMULTANEOUS_TURNS} turns): each stores the
   conversation record and the user's event, streams the answer, stores the assistant's event
   and sends \`turn_complete\`.

| Metric | Result | Target |
| --- | --- | --- |
| Sockets open at once | ${stillOpen.toLocaleString("en")} of ${SOCKETS.toLocaleString("en")} | 2,000 |
| Handshake p50 / p95 | ${ms(percentile(openTimes, 0.5))} / ${ms(percentile(openTimes, 0.95))} | |
| All sockets opened in | ${openSeconds.toFixed(1)} s | |
| Time to first chunk p50 | ${ms(percentile(firstChunk, 0.5))} | |
| Time to first chunk p95 | ${ms(percentile(firstChunk, 0.95))} | ≤ 100 ms |
| Time to first chunk p99 | ${ms(percentile(firstChunk, 0.99))} | |
| Time to turn_complete p50 / p95 | ${ms(percentile(complete, 0.5))} / ${ms(percentile(complete, 0.95))} | |
| Errors | ${errors} of ${ROUNDS * SIMULTANEOUS_TURNS} | 0 |
| Server RSS idle / with ${SOCKETS.toLocaleString("en")} sockets / peak | ${idleRss.toFixed(0)} / ${openRss.toFixed(0)} / ${peakRss.toFixed(0)} MB | ≤ 400 MB |
`;
  await writeFile("docs/benchmarks/chat.md", report);
  console.log(report);
} finally {
  clearInterval(sampler);
  await server.stop();
}
