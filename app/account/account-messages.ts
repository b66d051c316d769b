/** The account lifecycle's messages (docs/product.md#122-account-lifecycle-and-privacy): privacy settings, links, requests. */
export const lifecycleMessages = {
  noUser: "No user logged in",
  aiPreferenceSaved: "AI model improvement preferences updated successfully",
  aiPreferenceFailed: "Failed to update preferences. Please try again.",
  deactivateFailed: "Failed to deactivate account. Please try again.",
  deleteFailed: "Failed to initiate account deletion. Please try again.",
  exportStarted:
    "Your data export has been initiated. You will receive an email when it's ready to download.",

  reactivationEmailSent: "Please check your email for instructions to reactivate your account.",
  recoveryEmailSent: "Please check your email for instructions to recover your account.",
  requestFailed: "Failed to process request.",
  requestServerError: "An error occurred. Please try again later.",
  requestFailedContactSupport: "Failed to process request. Please contact support.",
  reactivationRequestFailed: "Failed to process reactivation request. Please contact support.",

  invalidActivationLink: "Invalid activation link. Please request a new one.",
  invalidCredentials: "Invalid email or password. Please try again.",
  needsReactivation: "This account needs to be reactivated.",
  cannotActivate: "This account cannot be activated with this link.",
  activationLinkReplaced:
    "Please check for activation email for instructions and use the last received email or request a new one.",
  linkExpired: "Sorry, this link is no longer valid as it has passed its 24-hour expiry period.",
  activated: "Your account has been reactivated! Redirecting to home page...",

  invalidRecoveryLink: "Invalid recovery link. Please request a new one.",
  cannotRecover: "This account cannot be recovered with this link.",
  recoveryLinkReplaced:
    "Please check your email for recovery instructions and use the last received email or request a new one.",
  acceptTerms: "Please accept the terms and conditions to recover your account.",
  recovered: "Your account has been successfully recovered! Redirecting to home page...",
} as const;

/** Business constants of the account lifecycle. */
export const DELETION_GRACE_DAYS = 7;
export const RECOVERY_LIMIT_DAYS = 30;
export const ACCOUNT_LINK_VALID_HOURS = 24;
