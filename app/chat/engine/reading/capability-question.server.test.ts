import { describe, expect, it } from "vitest";
import { asksWhatItDoes } from "./capability-question.server.ts";

describe("asksWhatItDoes", () => {
  it.each([
    "our dental office is swamped, can your bot take bookings for us?",
    "does it send order updates to shoppers?",
    "can the agents answer students at night?",
  ])("reads %j as a question about the product", (question) => {
    expect(asksWhatItDoes(question)).toBe(true);
  });

  it.each([
    "can you show me an example from a clinic?",
    "have you done this for a university?",
    "what results did the retailer get?",
    "how long does a project take?",
  ])("leaves %j to the client stories or the rest", (question) => {
    expect(asksWhatItDoes(question)).toBe(false);
  });
});
