import { isIP } from "node:net";

/** One allowed network: a single address is a range of its full length (/32 or /128). */
export interface AddressRange {
  address: string;
  prefix: number;
  family: "ipv4" | "ipv6";
}

/**
 * Parses a comma-separated list of IP addresses and CIDR ranges ("127.0.0.1, 10.0.0.0/8, ::1").
 * "none" is an empty list. Returns null when any entry is not an address or a range.
 */
export function parseAddressList(value: string): AddressRange[] | null {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 1 && entries[0]!.toLowerCase() === "none") return [];
  if (entries.length === 0) return null;
  const ranges: AddressRange[] = [];
  for (const entry of entries) {
    const range = parseRange(entry);
    if (!range) return null;
    ranges.push(range);
  }
  return ranges;
}

function parseRange(entry: string): AddressRange | null {
  const [address = "", prefixText, extra] = entry.split("/");
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? "ipv4" : "ipv6";
  const maxPrefix = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: maxPrefix, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= maxPrefix ? { address, prefix, family } : null;
}
