import http from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { startServer, type RunningServer } from "#tests/support/server.ts";

const baseUrl = inject("baseUrl");

describe("health endpoints", () => {
  it("answers /healthz while the process runs", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz once the database holds every committed migration", async () => {
    const response = await fetch(`${baseUrl}/readyz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      database: string;
      migrations: { expected: number; applied: number };
    };
    expect(body.status).toBe("ready");
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThanOrEqual(8);
  });
});

describe("stopping with SIGTERM", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it("finishes the request in flight, closes chat sockets with 1001 and exits 0", async () => {
    const socket = new WebSocket(`${server.url.replace("http", "ws")}/ws/stopping-client`);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    const socketClosed = new Promise<number>((resolve) => socket.once("close", resolve));

    // A contact message whose body is still arriving when the signal comes.
    const body = new URLSearchParams({
      name: "Late Sender",
      email: "late@example.com",
      company: "Slow Uploads Ltd",
      message: "This message was still uploading when the server was asked to stop.",
    }).toString();
    const url = new URL("/contact", server.url);
    const response = new Promise<number>((resolve, reject) => {
      const request = http.request(url, {
        method: "POST",
        headers: {
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      });
      request.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on("error", reject);
      request.write(body.slice(0, 20));
      setTimeout(() => request.end(body.slice(20)), 500);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const exitCode = server.stop();
    expect(await socketClosed).toBe(1001);
    expect(await response).toBe(200);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(await exitCode).toBe(0);
  });
});
