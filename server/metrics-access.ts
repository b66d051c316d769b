import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { BlockList } from "node:net";
import type { RequestHandler } from "express";
import type { Config } from "#app/config/env.server.ts";
import { isRelayedByProxy } from "./client-address.ts";
import type { Metrics } from "./metrics.ts";

export interface MetricsReader {
  /** The address of the TCP peer, as the socket reports it. */
  socketAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Decides who may read the metrics. By network, only a direct connection counts: its socket
 * address must be allowed and it must not have been relayed by a proxy. A proxy on this machine
 * would otherwise make every visitor look like loopback, and a forwarded address is whatever the
 * client wrote unless the proxy replaced it, so TRUST_PROXY never widens this. Anyone else needs
 * the token.
 */
export function createMetricsAccess({ allow, token }: Config["metrics"]) {
  const allowed = new BlockList();
  for (const range of allow) allowed.addSubnet(range.address, range.prefix, range.family);
  // Hashing first gives equal lengths, which timingSafeEqual requires, without revealing length.
  const expectedToken = token === null ? null : digest(token);

  function fromAllowedNetwork({ socketAddress, headers }: MetricsReader): boolean {
    if (!socketAddress || isRelayedByProxy(headers)) return false;
    return allowed.check(socketAddress, socketAddress.includes(":") ? "ipv6" : "ipv4");
  }

  function hasToken({ headers }: MetricsReader): boolean {
    if (!expectedToken) return false;
    const presented = /^Bearer +(\S+) *$/i.exec(headers.authorization ?? "")?.[1];
    return presented !== undefined && timingSafeEqual(digest(presented), expectedToken);
  }

  return (reader: MetricsReader) => fromAllowedNetwork(reader) || hasToken(reader);
}

/**
 * GET /metrics in the Prometheus text format. Whoever may not read it is passed on to the
 * site's ordinary not-found page, so the endpoint looks like any path that does not exist.
 */
export function metricsEndpoint(metrics: Metrics, config: Config): RequestHandler {
  const mayRead = createMetricsAccess(config.metrics);
  return async (req, res, next) => {
    if (!mayRead({ socketAddress: req.socket.remoteAddress, headers: req.headers })) {
      return next();
    }
    const body = await metrics.registry.metrics();
    res.set("Cache-Control", "no-store").type(metrics.registry.contentType).send(body);
  };
}
