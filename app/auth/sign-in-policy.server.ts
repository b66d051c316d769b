import type { BlockedSignIn } from "./messages.ts";
import type { UserStatus } from "#app/db/auth-schema.server.ts";

/** Error codes a blocked sign-in carries from the session hook to the sign-in action. */
export const blockedSignInCodes = {
  pending_deletion: "ACCOUNT_PENDING_DELETION",
  closed: "ACCOUNT_CLOSED",
  inactive: "ACCOUNT_INACTIVE",
  unverified: "EMAIL_NOT_VERIFIED",
} as const satisfies Record<BlockedSignIn, string>;

/**
 * Whether an account may get a session, in the specification's order: closed or closing
 * accounts first, then deactivated ones, then unverified email addresses.
 */
export function blockedSignIn(user: {
  status: UserStatus;
  emailVerified: boolean;
}): BlockedSignIn | null {
  switch (user.status) {
    case "closed":
      return "closed";
    case "pending_deletion":
    case "recovery_requested":
      return "pending_deletion";
    case "inactive":
    case "activation_requested":
      return "inactive";
    default:
      return user.emailVerified ? null : "unverified";
  }
}

export function blockedSignInFromCode(code: string | undefined): BlockedSignIn | null {
  const entry = Object.entries(blockedSignInCodes).find(([, value]) => value === code);
  return entry ? (entry[0] as BlockedSignIn) : null;
}
