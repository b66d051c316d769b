import { authMessages, GENERIC_ERROR_MESSAGE } from "#app/auth/auth-messages.ts";

/** The messages of server-function failures (docs/product.md#87-server-functions). */
export function functionsErrorMessage(code: string): string {
  if (code === "functions/unavailable") return authMessages.functionsUnavailable;
  if (code === "functions/unauthenticated") return authMessages.functionsUnauthenticated;
  return GENERIC_ERROR_MESSAGE;
}
