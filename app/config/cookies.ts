/**
 * Prefix of every cookie the site sets. A request carrying one may see personalised pages, so
 * the shared page cache only serves requests without any.
 */
export const COOKIE_PREFIX = "kestrel";

// On https Better Auth names its cookies "__Secure-kestrel.…" (browsers then only accept them
// over TLS), so the prefix may stand behind that marker.
const siteCookie = new RegExp(`(?:^|;\\s*)(?:__Secure-|__Host-)?${COOKIE_PREFIX}[.-]`);

/** Whether a Cookie header holds one of the site's cookies. */
export function hasSiteCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && siteCookie.test(cookieHeader);
}
