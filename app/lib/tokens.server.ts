import { createHash, randomBytes } from "node:crypto";

/** An unguessable identifier: 128 bits from the CSPRNG, URL-safe (22 characters). */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString("base64url");
}

/** What is stored of an emailed token: its SHA-256, so a copy of the database opens no link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
