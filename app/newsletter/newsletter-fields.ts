import type { NewsletterInput } from "./newsletter-schema.ts";

/** The newsletter signup's one field, as the form labels it. */
export const newsletterFieldLabels = {
  email: "Email address",
} as const satisfies Record<keyof NewsletterInput, string>;
