/**
 * Every message the account screens show, keyed by the product's error codes (docs/product.md#12-messages).
 * Server actions answer with a code; the screens turn it into words here and nowhere else.
 */
export const authErrorMessages = {
  "auth/invalid-credential": "Invalid email or password. Please try again.",
  "auth/invalid-email": "Please enter a valid email address.",
  "auth/user-disabled": "This account has been disabled. Please contact support.",
  "auth/user-not-found": "No account found with this email address.",
  "auth/wrong-password": "Incorrect password. Please try again.",
  "auth/email-already-in-use": "An account already exists with this email.",
  "auth/weak-password": "Password should be at least 6 characters long.",
  "auth/too-many-requests": "Too many failed attempts. Please try again later.",
  "auth/network-request-failed": "Network error. Please check your connection.",
  "auth/popup-closed-by-user": "Sign in was cancelled. Please try again.",
  "auth/operation-not-allowed": "This sign in method is not enabled.",
  "auth/requires-recent-login": "Please sign in again to continue.",
  "auth/expired-action-code": "This reset link has expired. Please request a new one.",
  "auth/invalid-action-code": "This reset link is invalid. Please request a new one.",
  "auth/user-not-verified": "Please verify your email address to continue.",
} as const;

export type AuthErrorCode = keyof typeof authErrorMessages;

export const GENERIC_ERROR_MESSAGE = "An error occurred. Please try again.";

export function authErrorMessage(code: string): string {
  return (authErrorMessages as Record<string, string>)[code] ?? GENERIC_ERROR_MESSAGE;
}

/** Outcomes of a password sign-in that the dialog shows instead of signing in. */
export const signInResultMessages = {
  pending_deletion: "This account is pending deletion.",
  closed: "This account is closed.",
  inactive: "This account has been deactivated.",
  unverified: "Please verify your email address to continue.",
} as const;

export type BlockedSignIn = keyof typeof signInResultMessages;

export const authMessages = {
  nameRequired: "Please enter your name",
  emailConfirmationRequired: "Please enter your email address",
  signUpSuccess:
    "Verification email sent! Please check your inbox and click the verification link.",
  resetEmailSent: "Password reset email sent! Please check your inbox for instructions.",
  resetFailed: "Failed to reset password. Please try again.",
  resetSucceeded: "Password has been reset successfully!",
  resendSucceeded: "Verification email has been resent. Please check your inbox.",
  resendThrottled: "Request received. Verification email should arrive shortly.",
  resendFailed: "Failed to resend verification email. Please try again.",
  emailVerified: "Email verified successfully!",
  missingActionCode: "Invalid or missing action code.",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordChangeNeedsRecentLogin: "Please sign in again to change your password",
  passwordChangeFailed: "Failed to change password. Please try again.",
  passwordChanged: "Password changed successfully!",
  functionsUnavailable: "Service temporarily unavailable. Please try again later.",
  functionsUnauthenticated: "Authentication error. Please refresh and try again.",
} as const;

/** Minimum password length (docs/product.md#131-field-lengths). */
export const MIN_PASSWORD_LENGTH = 6;
/** Seconds before another verification email may be requested. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Why a Google sign-in came back without a session, from the error code in the return URL. */
export function googleSignInErrorMessage(code: string | null): string {
  switch (code) {
    case "ACCOUNT_PENDING_DELETION":
      return signInResultMessages.pending_deletion;
    case "ACCOUNT_CLOSED":
      return signInResultMessages.closed;
    case "ACCOUNT_INACTIVE":
      return signInResultMessages.inactive;
    // An account with this email exists but its address was never verified, or the provider
    // has not verified the address it vouches for (which is then refused).
    case "EMAIL_NOT_VERIFIED":
    case "account_not_linked":
    case "unable_to_get_user_info":
      return authErrorMessages["auth/user-not-verified"];
    case "access_denied":
      return authErrorMessages["auth/popup-closed-by-user"];
    default:
      return GENERIC_ERROR_MESSAGE;
  }
}
