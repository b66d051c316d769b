import { describe, expect, it } from "vitest";
import { leansOnContext } from "./conversation-context.server.ts";

describe("leansOnContext", () => {
  const reply = "Open the link in the email within 24 hours and press **Activate Account**.";

  it("reads a short question naming with 'the' what the last reply spoke of as a follow-up", () => {
    expect(leansOnContext("how long is the link good for", reply)).toBe(true);
    expect(leansOnContext("did the email go to spam", reply)).toBe(true);
  });

  it("leaves a question naming something the last reply did not mention on its own", () => {
    expect(leansOnContext("how long is the consultation", reply)).toBe(false);
    expect(leansOnContext("how long is the link good for")).toBe(false);
  });
});
