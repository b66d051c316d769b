/**
 * Prefix of every cookie the site sets. A request carrying one may see personalised pages, so
 * the shared page cache only serves requests without any.
 */
export const COOKIE_PREFIX = "kestrel";

export function hasSiteCookie(cookieHeader: string | undefined): boolean {
  return (
    cookieHeader !== undefined && new RegExp(`(?:^|;\\s*)${COOKIE_PREFIX}[.-]`).test(cookieHeader)
  );
}
