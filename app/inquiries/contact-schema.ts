import { emailField, z } from "#app/lib/form-schema.ts";
import type { FieldErrors, FormValues } from "#app/lib/parse-form.ts";

export const CONTACT_FAILED_MESSAGE = "Failed to submit form. Please try again later.";
export const CONTACT_SENT_MESSAGE =
  "Thank you! Your message has been sent. We'll get back to you within one business day.";

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Please keep your ${label} under ${max} characters.`);

export const contactSchema = z.object({
  name: required("name", 100),
  email: emailField,
  company: required("company", 150),
  message: required("message", 5000),
});

export type ContactInput = z.infer<typeof contactSchema>;

export type ContactResult =
  | { status: "success"; message: string }
  | { status: "error"; message: string; fieldErrors?: FieldErrors; values?: FormValues };
