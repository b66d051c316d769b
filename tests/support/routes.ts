/** Every page (docs/product.md#1-pages) that renders for a visitor who is not signed in. */
export const publicPages = [
  "/",
  "/solutions",
  "/about",
  "/case-studies",
  "/privacy",
  "/terms",
  "/contact",
  "/consultation",
  "/get-started",
  "/unsubscribe",
  "/newsletter",
  "/sign-in",
  "/profile",
  "/welcome",
  "/activate-account",
  "/recover-account",
] as const;

/** Pages served from the in-memory page cache to visitors without a site cookie. */
export const cachedPages = [
  "/",
  "/solutions",
  "/about",
  "/case-studies",
  "/privacy",
  "/terms",
  "/contact",
  "/consultation",
  "/get-started",
  "/newsletter",
  "/unsubscribe",
  "/welcome",
] as const;
