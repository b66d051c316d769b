import { describe, expect, it } from "vitest";
import { newCspNonce } from "./security.ts";

describe("CSP nonces", () => {
  it("are 16 random bytes in base64, never the same twice across several draws of the pool", () => {
    const nonces = Array.from({ length: 1_000 }, () => newCspNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
