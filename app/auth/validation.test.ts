import { describe, expect, it } from "vitest";
import { authErrorMessages, authMessages } from "#app/auth/auth-messages.ts";
import { newPasswordSchema, safeRedirectPath, signUpSchema } from "./validation.ts";

describe("sign-up validation", () => {
  it("needs a name that is not just spaces", () => {
    const result = signUpSchema.safeParse({ name: "   ", email: "a@b.co", password: "secret" });
    expect(result.error?.issues[0]?.message).toBe(authMessages.nameRequired);
  });

  it("needs a valid email and a password of six characters or more", () => {
    const messages = signUpSchema
      .safeParse({ name: "Ada", email: "nope", password: "12345" })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "Please enter a valid email address.",
      authErrorMessages["auth/weak-password"],
    ]);
  });

  it("normalises the email", () => {
    expect(
      signUpSchema.parse({ name: " Ada ", email: " Ada@Example.COM ", password: "secret" }),
    ).toEqual({
      name: "Ada",
      email: "ada@example.com",
      password: "secret",
    });
  });
});

describe("new password validation", () => {
  it("reports a mismatch before the length", () => {
    expect(
      newPasswordSchema.safeParse({ password: "abc", confirmPassword: "abd" }).error?.issues[0]
        ?.message,
    ).toBe(authMessages.passwordsDoNotMatch);
    expect(
      newPasswordSchema.safeParse({ password: "abc", confirmPassword: "abc" }).error?.issues[0]
        ?.message,
    ).toBe(authMessages.passwordTooShort);
    expect(
      newPasswordSchema.safeParse({ password: "abcdef", confirmPassword: "abcdef" }).success,
    ).toBe(true);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/profile", "/profile"],
    ["/solutions?x=1#a", "/solutions?x=1#a"],
    ["//evil.example", "/"],
    ["https://evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["/\r\n/evil.example", "/"],
    ["/ /evil.example", "/"],
    [undefined, "/"],
  ])("%s becomes %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
