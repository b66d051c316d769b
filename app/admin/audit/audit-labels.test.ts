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

  it("names a record by what it is called now, and says when it has since been deleted", () => {
    expect(describeAuditTarget("contact", { from: "new", to: "in_progress" }, "Ada")).toEqual({
      name: "the contact message from Ada",
      details: [
        ["from", "New"],
        ["to", "In progress"],
      ],
    });
    expect(describeAuditTarget("campaign", {}, "March news")).toEqual({
      name: "the campaign “March news”",
      details: [],
    });
    expect(describeAuditTarget("consultation", { meeting: "Dec 1", sequence: 2 })).toEqual({
      name: "a consultation request since deleted",
      details: [["meeting", "Dec 1"]],
    });
    expect(describeAuditTarget("inquiries", { rows: 3 }).name).toBe("the inbox");
  });

  it("names other records by their kind and shows their details beside them", () => {
    expect(describeAuditTarget("contact", { status: "done", note: null })).toEqual({
      name: "a contact message since deleted",
      details: [["status", "Done"]],
    });
    expect(describeAuditTarget("account", { email: null, reason: "left" })).toEqual({
      name: "account",
      details: [["reason", "left"]],
    });
  });
});
