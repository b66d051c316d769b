import { z } from "zod";

/** The spec's simple email pattern: no spaces, one @, and a dot after it. */
const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";
export const SUBSCRIBE_FAILED_MESSAGE = "Failed to subscribe. Please try again later.";
export const SUBSCRIBED_MESSAGE = "Thanks for subscribing! Look out for our next newsletter.";

export const newsletterSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(254, INVALID_EMAIL_MESSAGE)
    .regex(simpleEmailPattern, INVALID_EMAIL_MESSAGE)
    .transform((email) => email.toLowerCase()),
});

export type NewsletterResult =
  { status: "success"; message: string } | { status: "error"; message: string; email: string };
