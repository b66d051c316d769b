import type { ContactInput } from "./contact-schema.ts";

/** The contact form's fields as the page labels them, in its order. */
export const contactFieldLabels = {
  name: "Name",
  email: "Email",
  company: "Company",
  message: "Message",
} as const satisfies Record<keyof ContactInput, string>;
