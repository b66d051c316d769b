/** What /welcome shows for an email link, before and after its form is submitted. */
export type EmailActionState =
  | { state: "verify"; code: string }
  /** A browser other than the one that signed up: the link works with the account's password. */
  | { state: "verify-with-password"; code: string; email: string }
  | { state: "reset-form"; code: string }
  | { state: "error"; message: string };

export type EmailActionResult =
  | { status: "success"; mode: "verifyEmail" | "resetPassword"; message: string }
  | { status: "error"; message: string; fieldErrors?: Record<string, string> };

/** Asked of whoever opens a verification link in a browser that did not sign up. */
export const verifyWithPasswordMessages = {
  passwordRequired: "Enter the password you chose when you created the account.",
} as const;
