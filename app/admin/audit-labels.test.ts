import { describe, expect, it } from "vitest";
import { auditActionLabel, describeAuditTarget } from "./audit-labels.ts";

describe("audit log wording", () => {
  it("reads a change of access as a sentence about the account it names", () => {
    expect(auditActionLabel("team.grant")).toBe("granted console access to");
    expect(auditActionLabel("team.revoke")).toBe("took console access away from");
    expect(describeAuditTarget("account", { email: "dee@example.com" })).toEqual({
      name: "dee@example.com",
      details: [],
    });
  });

  it("names other records by their kind and shows their details beside them", () => {
    expect(describeAuditTarget("contact", { status: "done", note: null })).toEqual({
      name: "contact",
      details: [["status", "done"]],
    });
    expect(describeAuditTarget("account", { email: null, reason: "left" })).toEqual({
      name: "account",
      details: [["reason", "left"]],
    });
  });
});
