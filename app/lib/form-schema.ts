import { z } from "zod";

// Form schemas also run in the browser, where zod's eval-based speed-up would break the CSP.
// Every form schema imports zod from here, so this set-up runs before any of them is built.
z.config({ jitless: true });

export { z };

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

/** The longest address SMTP can carry (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

/**
 * The one email rule of every form on the site (docs/product.md#131-field-lengths): trimmed,
 * a well-formed address, at most 254 characters, compared and stored in lower case.
 */
export const emailField = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .min(1, INVALID_EMAIL_MESSAGE)
  .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());
