import { emailField, z } from "#app/lib/form-schema.ts";
import { authErrorMessages, authMessages, MIN_PASSWORD_LENGTH } from "./auth-messages.ts";

const passwordField = z
  .string({ error: authErrorMessages["auth/invalid-credential"] })
  .min(1)
  .max(128);

export const signInSchema = z.object({ email: emailField, password: passwordField });

export const signUpSchema = z.object({
  name: z
    .string({ error: authMessages.nameRequired })
    .trim()
    .min(1, authMessages.nameRequired)
    .max(100, "Please use at most 100 characters for your name"),
  email: emailField,
  password: z
    .string({ error: authErrorMessages["auth/weak-password"] })
    .min(MIN_PASSWORD_LENGTH, authErrorMessages["auth/weak-password"])
    .max(128, "Please use at most 128 characters for your password"),
});

export const emailOnlySchema = z.object({ email: emailField });

/** New password and its confirmation, for the password change and reset forms. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .max(128, "Please use at most 128 characters for your password")
      .default(""),
    confirmPassword: z.string().max(128).default(""),
  })
  .superRefine(({ password, confirmPassword }, context) => {
    if (password !== confirmPassword) {
      context.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: authMessages.passwordsDoNotMatch,
      });
    } else if (password.length < MIN_PASSWORD_LENGTH) {
      context.addIssue({
        code: "custom",
        path: ["password"],
        message: authMessages.passwordTooShort,
      });
    }
  });

/**
 * Keeps redirects on this site: only a path, never another origin. Browsers drop tabs and line
 * breaks inside a URL and read a backslash as a slash, so "/\t/evil.example" would leave the
 * site; any whitespace or control character is refused (a real path has them percent-encoded).
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    /[\\\s]/.test(value) ||
    [...value].some((character) => character < " " || character === "\u007f")
  ) {
    return fallback;
  }
  return value.slice(0, 2000);
}
