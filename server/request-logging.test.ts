import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "#tests/support/test-logger.ts";
import { acceptedRequestId, loggedPath, requestLogging } from "./request-logging.ts";

describe("acceptedRequestId", () => {
  it.each(["abc", "0f8e6c1a-3b2d-4c5e-9f7a-1b2c3d4e5f60", "lb.1:2_3-4", "a".repeat(64)])(
    "keeps %s",
    (id) => expect(acceptedRequestId(id)).toBe(id),
  );

  it.each([
    ["empty", ""],
    ["too long", "a".repeat(65)],
    ["spaces", "a b"],
    ["a line break", "abc\ninjected"],
    ["quotes and braces", '"}{"level":"fatal'],
    ["non-ASCII", "idé"],
  ])("refuses one with %s", (_name, id) => {
    expect(acceptedRequestId(id)).toBeNull();
  });

  it("refuses a missing or repeated header", () => {
    expect(acceptedRequestId(undefined)).toBeNull();
    expect(acceptedRequestId(["a", "b"])).toBeNull();
  });
});

describe("loggedPath", () => {
  it("drops the query string, which may carry an emailed token", () => {
    expect(loggedPath("/welcome?mode=resetPassword&oobCode=secret")).toBe("/welcome");
  });

  it("hides the subscription named by a one-click unsubscribe path", () => {
    expect(loggedPath("/api/unsubscribe/sub-secret-id")).toBe("/api/unsubscribe/[redacted]");
    expect(loggedPath("/API/Unsubscribe/sub-secret-id?x=1")).toBe("/API/Unsubscribe/[redacted]");
  });

  it("cuts very long paths", () => {
    expect(loggedPath(`/${"a".repeat(500)}`)).toHaveLength(201);
  });
});

describe("requestLogging", () => {
  const logs = captureLogs();
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(requestLogging(logs.logger));
    app.get("/page", (req, res) => {
      req.log.info("rendering");
      res.send("ok");
    });
    app.get("/broken", () => {
      throw new Error("boom");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const linesOf = (reqId: string) => logs.lines.filter((line) => line.reqId === reqId);

  it("generates an id, echoes it and writes it on every line of the request", async () => {
    const response = await fetch(`${url}/page?token=canary-token`, {
      headers: { cookie: "session=canary-cookie", authorization: "Bearer canary-bearer" },
    });
    const id = response.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => linesOf(id).length).toBe(2);
    const [app, access] = linesOf(id);
    expect(app).toMatchObject({ level: "info", msg: "rendering" });
    expect(access).toEqual({
      level: "info",
      time: expect.any(String),
      pid: expect.any(Number),
      hostname: expect.any(String),
      reqId: id,
      method: "GET",
      path: "/page",
      status: 200,
      durationMs: expect.any(Number),
      msg: "request completed",
    });
    expect(logs.text()).not.toContain("canary");
  });

  it("keeps a safe incoming id and replaces an unsafe one", async () => {
    const kept = await fetch(`${url}/page`, { headers: { "x-request-id": "edge-42" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-42");
    await expect.poll(() => linesOf("edge-42").length).toBe(2);

    const replaced = await fetch(`${url}/page`, {
      headers: { "x-request-id": `${"x".repeat(80)}` },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs a failed request at error level", async () => {
    const response = await fetch(`${url}/broken`);
    const id = response.headers.get("x-request-id")!;
    await expect
      .poll(() => linesOf(id).at(-1))
      .toMatchObject({
        level: "error",
        path: "/broken",
        status: 500,
        msg: "request failed",
      });
  });
});
