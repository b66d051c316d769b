/** What the account pages' actions answer. */

export type PasswordChangeResult =
  { status: "success"; message: string } | { status: "error"; message: string };

export type PrivacyActionResult = { intent: string; status: "success" | "error"; message: string };

/** The answer of /activate-account and /recover-account. */
export type AccountLinkResult =
  | { status: "success"; message: string }
  | { status: "error"; message: string; needsTerms?: boolean; offerReactivation?: boolean };

/** The answer of /account-requests: a reactivation or recovery link asked for by email. */
export type AccountRequestResult = { status: "success" | "error"; message: string };
