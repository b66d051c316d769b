import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

describe("clientAddress", () => {
  it("is the socket address when no proxy is trusted, whatever the headers claim", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
  });

  it("behind one proxy is the address that proxy appended, never the client's own entries", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "198.51.100.1, 203.0.113.9", 1)).toBe("203.0.113.9");
  });

  it("behind two proxies skips the inner one", () => {
    expect(clientAddress("10.0.0.2", "1.1.1.1, 203.0.113.9, 10.0.0.1", 2)).toBe("203.0.113.9");
  });

  it("falls back to the leftmost entry when the chain is shorter than the proxies trusted", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.9", 3)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
  });
});

describe("clientAddress against Express's req.ip", () => {
  // Pages get req.ip from Express and the chat socket gets clientAddress: they must agree.
  const servers: http.Server[] = [];
  const urls = new Map<number, string>();

  beforeAll(async () => {
    for (const hops of [0, 1, 2]) {
      const app = express();
      app.set("trust proxy", hops);
      app.get("/", (req, res) => {
        res.json({
          expressIp: req.ip,
          ours: clientAddress(req.socket.remoteAddress ?? "", req.headers["x-forwarded-for"], hops),
        });
      });
      const server = http.createServer(app);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      servers.push(server);
      urls.set(hops, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    }
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

  it.each([0, 1, 2])("agrees with trust proxy = %i", async (hops) => {
    for (const forwarded of [
      undefined,
      "203.0.113.9",
      "198.51.100.1, 203.0.113.9",
      "spoofed,198.51.100.1 ,  203.0.113.9",
    ]) {
      const response = await fetch(urls.get(hops)!, {
        headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
      });
      const { expressIp, ours } = (await response.json()) as { expressIp: string; ours: string };
      expect(ours, `X-Forwarded-For: ${forwarded}`).toBe(expressIp);
    }
  });
});
