import { describe, expect, it } from "vitest";
import { parseConfig } from "#app/config/env.server.ts";
import { createMetricsAccess } from "./metrics-access.ts";

const TOKEN = "scrape-token-0123456789abcdefghij";

function accessFor(env: Record<string, string> = {}) {
  return createMetricsAccess(parseConfig(env).metrics);
}

describe("metrics access", () => {
  it("by default admits direct connections from this machine only", () => {
    const mayRead = accessFor();
    for (const socketAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(mayRead({ socketAddress, headers: {} })).toBe(true);
    }
    for (const socketAddress of ["10.0.0.5", "127.0.0.2", "::ffff:192.168.1.9", "fe80::1"]) {
      expect(mayRead({ socketAddress, headers: {} })).toBe(false);
    }
    expect(mayRead({ socketAddress: undefined, headers: {} })).toBe(false);
  });

  it("admits the configured networks, IPv4 and IPv6", () => {
    const mayRead = accessFor({ METRICS_ALLOW: "10.1.0.0/16, fd00::/8" });
    expect(mayRead({ socketAddress: "10.1.200.3", headers: {} })).toBe(true);
    expect(mayRead({ socketAddress: "::ffff:10.1.0.1", headers: {} })).toBe(true);
    expect(mayRead({ socketAddress: "fd12::7", headers: {} })).toBe(true);
    expect(mayRead({ socketAddress: "10.2.0.1", headers: {} })).toBe(false);
    expect(mayRead({ socketAddress: "127.0.0.1", headers: {} })).toBe(false);
  });

  it("never admits a request a proxy relayed, whatever TRUST_PROXY says", () => {
    for (const TRUST_PROXY of ["true", "false"]) {
      const mayRead = accessFor({ TRUST_PROXY });
      for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
        expect(mayRead({ socketAddress: "127.0.0.1", headers: { [header]: "127.0.0.1" } })).toBe(
          false,
        );
      }
    }
  });

  it("admits nobody by network with METRICS_ALLOW=none", () => {
    expect(accessFor({ METRICS_ALLOW: "none" })({ socketAddress: "127.0.0.1", headers: {} })).toBe(
      false,
    );
  });

  it("admits anyone with the bearer token, from anywhere, and no one with another", () => {
    const mayRead = accessFor({ METRICS_ALLOW: "none", METRICS_TOKEN: TOKEN });
    const withAuthorization = (authorization: string) =>
      mayRead({
        socketAddress: "203.0.113.7",
        headers: { authorization, "x-forwarded-for": "198.51.100.1" },
      });
    expect(withAuthorization(`Bearer ${TOKEN}`)).toBe(true);
    expect(withAuthorization(`bearer ${TOKEN}`)).toBe(true);
    expect(withAuthorization(`Bearer ${TOKEN}x`)).toBe(false);
    expect(withAuthorization(`Bearer ${TOKEN.slice(0, -1)}`)).toBe(false);
    expect(withAuthorization(`Basic ${TOKEN}`)).toBe(false);
    expect(withAuthorization(TOKEN)).toBe(false);
    expect(withAuthorization("Bearer ")).toBe(false);
  });

  it("accepts no bearer token at all when none is configured", () => {
    const mayRead = accessFor({ METRICS_ALLOW: "none" });
    expect(mayRead({ socketAddress: "127.0.0.1", headers: { authorization: "Bearer " } })).toBe(
      false,
    );
    expect(mayRead({ socketAddress: "127.0.0.1", headers: { authorization: "Bearer null" } })).toBe(
      false,
    );
  });
});
