import { randomBytes } from "node:crypto";

/** An unguessable identifier: 128 bits from the CSPRNG, URL-safe (22 characters). */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString("base64url");
}
