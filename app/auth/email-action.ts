/** What /welcome shows for an email link, before and after its form is submitted. */
export type EmailActionState =
  | { state: "verify"; code: string }
  | { state: "reset-form"; code: string }
  | { state: "error"; message: string };

export type EmailActionResult =
  | { status: "success"; mode: "verifyEmail" | "resetPassword"; message: string }
  | { status: "error"; message: string; fieldErrors?: Record<string, string> };
