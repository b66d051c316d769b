import argon2 from "argon2";

/**
 * Argon2id at the OWASP minimum (19 MiB of memory, two passes, one lane): memory-hard, so
 * guessing passwords from a stolen database costs an attacker memory as well as time.
 */
const argon2Options = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password.normalize("NFKC"), argon2Options);
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  try {
    return await argon2.verify(hash, password.normalize("NFKC"));
  } catch {
    // A malformed stored hash is a failed verification, not a server error.
    return false;
  }
}
