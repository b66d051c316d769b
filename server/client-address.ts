import type { IncomingHttpHeaders } from "node:http";

/**
 * The address of the client, counted the way Express counts it for `req.ip` with
 * `trust proxy` set to `trustedProxies`. Each proxy appends the address it took the request
 * from to X-Forwarded-For, so reading from the right, the socket is the nearest proxy and the
 * entry `trustedProxies` places along is the one the outermost trusted proxy saw. Everything
 * further left arrived from the client already written and may be anything it likes.
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies === 0 || !forwardedFor) return socketAddress;
  // Repeated headers count as one list, in the order they arrived.
  const chain = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  const fromNearest = [
    socketAddress,
    ...chain
      .split(",")
      .map((entry) => entry.trim())
      .reverse(),
  ];
  return fromNearest[Math.min(trustedProxies, fromNearest.length - 1)]!;
}

/** Headers by which a proxy says it relayed the request for someone else. */
const forwardingHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/** True when a proxy relayed the request: its socket address is the proxy's, not the client's. */
export function isRelayedByProxy(headers: IncomingHttpHeaders): boolean {
  return forwardingHeaders.some((name) => headers[name] !== undefined);
}
