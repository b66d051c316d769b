// The HTTP load generator of the benchmarks, run as its own process so that it never shares an
// event loop with the server or with the script that reports: `node http-load.mjs '<json>'`
// prints one JSON line of results. Built on autocannon, whose responses are also timed here to
// give the percentiles it does not report (p95).
import autocannon from "autocannon";

const config = JSON.parse(process.argv[2]);
let sequence = 0;

/** Per-request variations that a fixed request cannot express. */
const variations = {
  /** Each contact message from its own address and sender, as distinct visitors. */
  contact(request) {
    sequence += 1;
    const address = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
    return {
      ...request,
      headers: { ...request.headers, "x-forwarded-for": address },
      body: new URLSearchParams({
        name: "Load Test",
        email: `load-${sequence}@example.com`,
        company: "Benchmarks Ltd",
        message: "Measuring how many contact messages the site can take per second.",
      }).toString(),
    };
  },
};

const latencies = [];
const instance = autocannon(
  {
    url: config.url,
    method: config.method ?? "GET",
    headers: config.headers ?? {},
    body: config.body,
    connections: config.connections ?? 50,
    duration: config.durationSeconds ?? 15,
    ...(config.rate ? { overallRate: config.rate } : {}),
    ...(config.variation ? { requests: [{ setupRequest: variations[config.variation] }] } : {}),
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    latencies.sort((a, b) => a - b);
    const at = (fraction) =>
      latencies.length === 0
        ? null
        : latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))];
    console.log(
      JSON.stringify({
        requests: result.requests.total,
        requestsPerSecond: result.requests.total / (config.durationSeconds ?? 15),
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        errors: result.errors + result.timeouts + result.non2xx,
        statusCodes: result.statusCodeStats,
      }),
    );
  },
);
instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
