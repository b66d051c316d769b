import type { BlockedSignIn } from "./auth-messages.ts";
import type { UserStatus } from "#app/db/auth-schema.server.ts";

/** Error codes a blocked sign-in carries from the session hook to the sign-in action. */
export const blockedSignInCodes = {
  pending_deletion: "ACCOUNT_PENDING_DELETION",
  closed: "ACCOUNT_CLOSED",
  inactive: "ACCOUNT_INACTIVE",
  unverified: "EMAIL_NOT_VERIFIED",
} as const satisfies Record<BlockedSignIn, string>;

/**
 * What each status other than `active` says at sign-in. The transitional statuses of the
 * product's earlier design (a link asked for, not yet used; docs/product.md#101-statuses) are listed with the state they belong to.
 */
const blockedByStatus: Record<Exclude<UserStatus, "active">, BlockedSignIn> = {
  closed: "closed",
  pending_deletion: "pending_deletion",
  recovery_requested: "pending_deletion",
  request_recover: "pending_deletion",
  inactive: "inactive",
  activation_requested: "inactive",
  request_reactivate: "inactive",
};

/**
 * Whether an account may get a session, in the order of docs/product.md#83-sign-in: closed or closing
 * accounts first, then deactivated ones, then unverified email addresses. An allow-list: only an
 * active account gets in, and a status this code does not know keeps the account out.
 */
export function blockedSignIn(user: {
  status: UserStatus;
  emailVerified: boolean;
}): BlockedSignIn | null {
  if (user.status !== "active") {
    return (blockedByStatus as Partial<Record<string, BlockedSignIn>>)[user.status] ?? "inactive";
  }
  return user.emailVerified ? null : "unverified";
}

export function blockedSignInFromCode(code: string | undefined): BlockedSignIn | null {
  const entry = Object.entries(blockedSignInCodes).find(([, value]) => value === code);
  return entry ? (entry[0] as BlockedSignIn) : null;
}
