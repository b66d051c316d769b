import { emailField, z } from "#app/lib/form-schema.ts";

export { INVALID_EMAIL_MESSAGE } from "#app/lib/form-schema.ts";
export const SUBSCRIBE_FAILED_MESSAGE = "Failed to subscribe. Please try again later.";
export const SUBSCRIBED_MESSAGE = "Thanks for subscribing! Look out for our next newsletter.";

export const newsletterSchema = z.object({ email: emailField });

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export type NewsletterResult =
  { status: "success"; message: string } | { status: "error"; message: string; email: string };
