import { describe, expect, it } from "vitest";
import { rateLimitRules } from "./rate-limit-rules.server.ts";

describe("rate-limit rules", () => {
  it.each(Object.entries(rateLimitRules))(
    "%s charges its two budgets over one window, as one statement needs",
    (_action, rules) => {
      if ("email" in rules) expect(rules.email.windowMs).toBe(rules.ip.windowMs);
    },
  );
});
