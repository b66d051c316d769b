import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeError } from "./describe-error.server.ts";

describe("describeError", () => {
  it("keeps the reason of a failed query and drops its SQL and parameters", () => {
    const cause = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    const error = new DrizzleQueryError(
      'select * from "sessions" where "token" = $1',
      ["secret-session-token", "ada@example.com"],
      cause,
    );
    const line = describeError(error);
    expect(line).toBe("Database query failed: read ECONNRESET");
    expect(line).not.toMatch(/secret-session-token|ada@example\.com|sessions/);
  });

  it("adds a code the message does not already name", () => {
    expect(
      describeError(Object.assign(new Error("terminating connection"), { code: "57P01" })),
    ).toBe("terminating connection (57P01)");
  });

  it("describes values that are not errors", () => {
    expect(describeError("plain text")).toBe("plain text");
  });
});
