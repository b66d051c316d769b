import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hashing.server.ts";

describe("password hashing", () => {
  it("uses Argon2id with at least the OWASP minimum parameters and a random salt", async () => {
    const [first, second] = await Promise.all([
      hashPassword("correct horse"),
      hashPassword("correct horse"),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
  });

  it("verifies the right password and refuses a wrong one or a broken hash", async () => {
    const hash = await hashPassword("correct horse");
    expect(await verifyPassword({ hash, password: "correct horse" })).toBe(true);
    expect(await verifyPassword({ hash, password: "correct horsE" })).toBe(false);
    expect(await verifyPassword({ hash: "not-a-hash", password: "x" })).toBe(false);
  });

  it("treats equivalent Unicode spellings of a password alike", async () => {
    const hash = await hashPassword("Ångström");
    expect(await verifyPassword({ hash, password: "A\u030Angstro\u0308m" })).toBe(true);
  });
});
