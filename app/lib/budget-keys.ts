import { isIPv4, isIPv6 } from "node:net";

/**
 * The mailbox an address delivers to, as budgets keyed by email count it: trimmed, lower-cased,
 * and without a "+tag" in its local part, since user+1@example.com and user+2@example.com reach
 * the same person and must not each get a budget of their own.
 */
export function mailboxKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  const at = normalised.lastIndexOf("@");
  if (at <= 0) return normalised;
  const local = normalised.slice(0, at);
  const plus = local.indexOf("+");
  return plus > 0 ? `${local.slice(0, plus)}${normalised.slice(at)}` : normalised;
}

/**
 * The part of a client address that a per-IP budget counts. An IPv4 address is one client. An
 * IPv6 client is usually given a whole /64 (SLAAC, privacy addresses), so it could take a fresh
 * address for every request; its budget is its /64 prefix. An IPv4 address written as IPv6
 * (::ffff:a.b.c.d, what a dual-stack socket reports) is its IPv4 address.
 */
export function ipBudgetKey(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  return `${expandIpv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
