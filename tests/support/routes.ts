/** Every page of the specification that renders for a visitor who is not signed in. */
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
  "/profile",
  "/welcome",
  "/activate-account",
  "/recover-account",
] as const;
