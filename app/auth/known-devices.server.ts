import { createHmac, timingSafeEqual } from "node:crypto";
import { randomToken } from "#app/lib/tokens.server.ts";
import { DAY_MS } from "#app/lib/durations.ts";

/**
 * Browsers known to an account: each has proven the account's password (signed in) or chose it
 * (sign-up, reset, change) and carries a signed entry saying so. The sign-in throttle lets such
 * a browser through while failures from elsewhere have locked strangers out of the account, and
 * email verification trusts the browser that chose the password. An entry names the password it
 * was proven with (by a keyed stamp of its hash), so a new password leaves every browser unknown
 * but the one that chose it.
 *
 * One HttpOnly cookie holds the entries of the last few accounts used in the browser; it says
 * nothing about the visitor to pages, so it does not count as a site cookie for the page cache.
 */
const COOKIE_NAME = "kestrel_known_device";
const MAX_ENTRIES = 5;
export const KNOWN_DEVICE_DAYS = 180;
const LIFETIME_MS = KNOWN_DEVICE_DAYS * DAY_MS;

export interface KnownDevice {
  userId: string;
  /** Names this entry alone, so its own failures can be counted and limited. */
  deviceId: string;
  issuedAt: number;
  /** Which password of the account the browser proved (see passwordStamp). */
  passwordStamp: string;
}

export interface KnownDevices {
  /** The still-valid entries of a Cookie header; forged, altered and expired ones are left out. */
  read(cookieHeader: string | null | undefined, now?: number): KnownDevice[];
  /** The Set-Cookie value that remembers this browser for `userId`, keeping its other entries. */
  remember(
    cookieHeader: string | null | undefined,
    account: { userId: string; passwordStamp: string },
    now?: number,
  ): string;
  /** A short keyed digest of a stored password hash (or of its absence). */
  passwordStamp(passwordHash: string | null): string;
}

export function createKnownDevices({
  secret,
  secureCookies,
}: {
  secret: string;
  secureCookies: boolean;
}): KnownDevices {
  // On https the name carries the marker browsers require for a Secure-only cookie.
  const name = secureCookies ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
  const sign = (payload: string) =>
    createHmac("sha256", secret).update(`known-device:${payload}`).digest("base64url");

  function parse(entry: string, now: number): KnownDevice | null {
    const parts = entry.split(".");
    if (parts.length !== 5) return null;
    const [userId, deviceId, issued, passwordStamp, signature] = parts as [
      string,
      string,
      string,
      string,
      string,
    ];
    const expected = Buffer.from(sign(parts.slice(0, 4).join(".")));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const issuedAt = Number(issued) * 1000;
    if (!Number.isFinite(issuedAt) || now - issuedAt > LIFETIME_MS || issuedAt > now + 60_000)
      return null;
    return { userId, deviceId, issuedAt, passwordStamp };
  }

  /** Valid entries with the text they were read from, which is kept as it was. */
  function entries(cookieHeader: string | null | undefined, now: number) {
    const value = cookieHeader
      ?.split(";")
      .map((cookie) => cookie.trim())
      .find((cookie) => cookie.startsWith(`${name}=`))
      ?.slice(name.length + 1);
    return (value ?? "")
      .split("~")
      .slice(0, MAX_ENTRIES)
      .flatMap((raw) => {
        const device = parse(raw, now);
        return device ? [{ device, raw }] : [];
      });
  }

  return {
    read: (cookieHeader, now = Date.now()) =>
      entries(cookieHeader, now).map(({ device }) => device),
    passwordStamp: (passwordHash) =>
      createHmac("sha256", secret)
        .update(`password-stamp:${passwordHash ?? ""}`)
        .digest("base64url")
        .slice(0, 16),
    remember(cookieHeader, { userId, passwordStamp }, now = Date.now()) {
      const payload = `${userId}.${randomToken()}.${Math.floor(now / 1000)}.${passwordStamp}`;
      const kept = entries(cookieHeader, now)
        .filter(({ device }) => device.userId !== userId)
        .map(({ raw }) => raw);
      const values = [`${payload}.${sign(payload)}`, ...kept].slice(0, MAX_ENTRIES);
      return [
        `${name}=${values.join("~")}`,
        `Max-Age=${LIFETIME_MS / 1000}`,
        "Path=/",
        "HttpOnly",
        "SameSite=Lax",
        ...(secureCookies ? ["Secure"] : []),
      ].join("; ");
    },
  };
}
