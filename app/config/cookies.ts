/**
 * Prefix of every cookie the site sets. A request carrying one may see personalised pages, so
 * the shared page cache only serves requests without any.
 */
export const COOKIE_PREFIX = "kestrel";

/**
 * Whether a Cookie header holds one of the site's cookies. On https every cookie name also
 * carries the browser's `__Secure-` prefix, which must not hide it.
 */
export function hasSiteCookie(cookieHeader: string | undefined): boolean {
  return (
    cookieHeader !== undefined &&
    new RegExp(`(?:^|;\\s*)(?:__Secure-|__Host-)?${COOKIE_PREFIX}[.-]`).test(cookieHeader)
  );
}
