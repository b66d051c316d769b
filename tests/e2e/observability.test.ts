import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startServer, type RunningServer } from "#tests/support/server.ts";

const TOKEN = "metrics-token-e2e-0123456789abcdef";

/** The log's lines, parsed; a line that is not JSON fails the test that reads it. */
function logLines(server: RunningServer): Record<string, unknown>[] {
  return server
    .stdout()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("observability on a server with the default settings", () => {
  let server: RunningServer;
  const scrape = async () => (await fetch(`${server.url}/metrics`)).text();

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it("serves Prometheus metrics to this machine, never cached", async () => {
    expect((await fetch(`${server.url}/solutions`)).status).toBe(200);
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="page",status_class="2xx"\} \d+$/m,
    );
    expect(text).toMatch(/^email_outbox_pending \d+$/m);
    expect(text).toMatch(/^email_outbox_delivered_total \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // Label values are route groups, never the paths themselves.
    expect(text).not.toContain("/solutions");
  });

  it("counts open chat sockets", async () => {
    expect(await scrape()).toMatch(/^chat_sockets_open 0$/m);
    const socket = new WebSocket(`${server.url.replace("http", "ws")}/ws/metrics-client-1`);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    await expect.poll(scrape).toMatch(/^chat_sockets_open 1$/m);
    socket.close();
    await expect.poll(scrape).toMatch(/^chat_sockets_open 0$/m);
    const connections = logLines(server).filter((line) =>
      ["Chat socket opened", "Chat socket closed"].includes(line.msg as string),
    );
    expect(connections).toHaveLength(2);
    expect(connections[0]!.connId).toEqual(expect.any(String));
    expect(connections[1]!.connId).toBe(connections[0]!.connId);
  });

  it("answers a request relayed by a proxy with the ordinary not-found page", async () => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Page not found");
  });

  it("echoes the request id and logs the request under it", async () => {
    const response = await fetch(`${server.url}/about?ref=canary-query`, {
      headers: { "x-request-id": "e2e-trace-42" },
    });
    expect(response.headers.get("x-request-id")).toBe("e2e-trace-42");
    await expect
      .poll(() => logLines(server).find((line) => line.reqId === "e2e-trace-42"))
      .toMatchObject({ level: "info", method: "GET", path: "/about", status: 200 });
    expect(server.output()).not.toContain("canary-query");

    const unsafe = await fetch(`${server.url}/about`, { headers: { "x-request-id": "a b" } });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("metrics on a server that allows another network", () => {
  let server: RunningServer;
  const metrics = (headers: Record<string, string> = {}) =>
    fetch(`${server.url}/metrics`, { headers });

  beforeAll(async () => {
    server = await startServer({ METRICS_ALLOW: "10.0.0.0/8", METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.stop());

  it("hides them from this machine", async () => {
    const response = await metrics();
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Page not found");
  });

  it("serves them with the bearer token and hides them from a wrong one", async () => {
    const allowed = await metrics({ authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("# TYPE http_request_duration_seconds histogram");
    expect((await metrics({ authorization: `Bearer ${TOKEN}0` })).status).toBe(404);
    expect((await metrics({ authorization: "Bearer nope" })).status).toBe(404);
    expect(server.output()).not.toContain(TOKEN);
  });
});
