import { authMessages, GENERIC_ERROR_MESSAGE } from "#app/auth/messages.ts";

/** The specification's messages for server-function failures. */
export function functionsErrorMessage(code: string): string {
  if (code === "functions/unavailable") return authMessages.functionsUnavailable;
  if (code === "functions/unauthenticated") return authMessages.functionsUnauthenticated;
  return GENERIC_ERROR_MESSAGE;
}
