// The HTTP load generator of the benchmarks, run as its own process so that it never shares an
// event loop with the server or with the script that reports: `node http-load.mjs '<json>'`
// prints one JSON line of results. Full load is autocannon's, with each response also timed here
// for the percentiles it does not report (p95); a fixed rate is paced here (see `paced`).
import autocannon from "autocannon";
import { clientAddress } from "./accounts.mjs";

const config = JSON.parse(process.argv[2]);
let sequence = 0;

/** Per-request variations that a fixed request cannot express. */
const variations = {
  /** Each contact message from its own address and sender, as distinct visitors. */
  contact(request) {
    sequence += 1;
    return {
      ...request,
      headers: { ...request.headers, "x-forwarded-for": clientAddress() },
      body: new URLSearchParams({
        name: "Load Test",
        email: `load-${sequence}@example.com`,
        company: "Benchmarks Ltd",
        message: "Measuring how many contact messages the site can take per second.",
      }).toString(),
    };
  },
};

/**
 * Requests evenly spaced at `rate` per second over keep-alive connections. Latency runs from
 * the moment a request was due, so a slow server cannot hide its backlog (autocannon's own
 * rate limit sends each second's requests in a burst, which measures the burst instead).
 */
async function paced() {
  const http = await import("node:http");
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.connections ?? 50 });
  const url = new URL(config.url);
  const durationMs = (config.durationSeconds ?? 15) * 1000;
  const interval = 1000 / config.rate;
  const samples = [];
  const statusCodes = {};
  let errors = 0;
  const pending = [];
  const started = performance.now();
  for (let index = 0; index * interval < durationMs; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      new Promise((resolve) => {
        const request = http.request(
          url,
          { method: config.method ?? "GET", headers: config.headers ?? {}, agent },
          (response) => {
            response.resume();
            response.on("end", () => {
              samples.push(performance.now() - due);
              statusCodes[response.statusCode] = (statusCodes[response.statusCode] ?? 0) + 1;
              if (response.statusCode < 200 || response.statusCode >= 300) errors += 1;
              resolve();
            });
          },
        );
        request.on("error", () => {
          errors += 1;
          resolve();
        });
        request.end(config.body);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return report(samples, {
    requests: samples.length,
    elapsedSeconds: (performance.now() - started) / 1000,
    errors,
    statusCodes,
  });
}

function report(samples, { requests, elapsedSeconds, errors, statusCodes }) {
  samples.sort((a, b) => a - b);
  const at = (fraction) =>
    samples.length === 0
      ? null
      : samples[Math.min(samples.length - 1, Math.floor(samples.length * fraction))];
  return {
    requests,
    requestsPerSecond: requests / elapsedSeconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
    statusCodes,
  };
}

function fullLoad() {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: config.url,
        method: config.method ?? "GET",
        headers: config.headers ?? {},
        body: config.body,
        connections: config.connections ?? 50,
        duration: config.durationSeconds ?? 15,
        ...(config.variation ? { requests: [{ setupRequest: variations[config.variation] }] } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve(
          report(latencies, {
            requests: result.requests.total,
            elapsedSeconds: config.durationSeconds ?? 15,
            errors: result.errors + result.timeouts + result.non2xx,
            statusCodes: result.statusCodeStats,
          }),
        );
      },
    );
    instance.on("response", (_client, _status, _bytes, time) => latencies.push(time));
  });
}

console.log(JSON.stringify(await (config.rate ? paced() : fullLoad())));
