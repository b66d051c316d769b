import { describe, expect, it } from "vitest";
import { INVALID_EMAIL_MESSAGE, newsletterSchema } from "./newsletter-schema.ts";

describe("newsletter email", () => {
  it.each(["ada@example.com", "  Ada.Lovelace+news@Example.co.uk "])("accepts %j", (email) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe(email.trim().toLowerCase());
  });

  it.each([
    "",
    "ada",
    "ada@example",
    "ada @example.com",
    "ada@@example.com",
    `${"a".repeat(250)}@x.io`,
  ])("rejects %j with the product's message", (email) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_EMAIL_MESSAGE);
  });

  it("rejects a missing or non-text field with the same message", () => {
    expect(newsletterSchema.safeParse({}).error?.issues[0]?.message).toBe(INVALID_EMAIL_MESSAGE);
    expect(newsletterSchema.safeParse({ email: 42 }).error?.issues[0]?.message).toBe(
      INVALID_EMAIL_MESSAGE,
    );
  });
});
