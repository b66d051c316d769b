import type { z } from "#app/lib/form-schema.ts";
import type { signUpSchema } from "./validation.ts";

/** The account sign-up form's fields as the form labels them, in its order. */
export const signUpFieldLabels = {
  name: "Name",
  email: "Email",
  password: "Password",
} as const satisfies Record<keyof z.infer<typeof signUpSchema>, string>;
