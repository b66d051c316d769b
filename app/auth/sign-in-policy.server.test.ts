import { describe, expect, it } from "vitest";
import { userStatuses } from "#app/db/auth-schema.server.ts";
import {
  blockedSignIn,
  blockedSignInCodes,
  blockedSignInFromCode,
} from "./sign-in-policy.server.ts";

describe("blockedSignIn", () => {
  it.each([
    ["pending_deletion", "pending_deletion"],
    ["closed", "closed"],
    ["recovery_requested", "pending_deletion"],
    ["inactive", "inactive"],
    ["activation_requested", "inactive"],
    ["active", null],
    ["request_recover", "pending_deletion"],
    ["request_reactivate", "inactive"],
  ] as const)("a verified %s account gives %s", (status, outcome) => {
    expect(blockedSignIn({ status, emailVerified: true })).toBe(outcome);
  });

  it("checks the account status before the email verification", () => {
    expect(blockedSignIn({ status: "inactive", emailVerified: false })).toBe("inactive");
    expect(blockedSignIn({ status: "active", emailVerified: false })).toBe("unverified");
  });

  it("lets only an active account in, whatever other status it has", () => {
    for (const status of userStatuses.filter((status) => status !== "active"))
      expect(blockedSignIn({ status, emailVerified: true })).not.toBeNull();
    const unknown = "suspended" as (typeof userStatuses)[number];
    expect(blockedSignIn({ status: unknown, emailVerified: true })).toBe("inactive");
  });

  it("maps codes back to outcomes", () => {
    for (const [outcome, code] of Object.entries(blockedSignInCodes)) {
      expect(blockedSignInFromCode(code)).toBe(outcome);
    }
    expect(blockedSignInFromCode("SOMETHING_ELSE")).toBeNull();
  });
});
