import type { FieldErrors, FormValues } from "#app/lib/parse-form.ts";
import type { BlockedSignIn } from "./auth-messages.ts";

/** What the sign-in dialog's forms get back from the /sign-in action. */
export type AuthIntent =
  "sign-in" | "sign-up" | "forgot-password" | "resend-verification" | "google";

export type AuthActionData =
  | { intent: AuthIntent; status: "success"; message: string }
  | {
      intent: AuthIntent;
      status: "error";
      message: string;
      /** The sign-in was refused because of the account's state; the dialog shows what to do. */
      blocked?: BlockedSignIn;
      /** Field-level messages, keyed by field name. */
      fieldErrors?: FieldErrors;
      /** What was typed (never a password), to show again after a post without JavaScript. */
      values?: FormValues;
    };
