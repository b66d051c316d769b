import { describe, expect, it } from "vitest";
import { asksWhatAgentsDo, asksWhatItDoes, REACHING_US_ID } from "./capability-question.server.ts";
import { searchKnowledge } from "./knowledge.server.ts";

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

describe("asksWhatAgentsDo", () => {
  it("reads a question about the agents' channels as one about the product", () => {
    expect(asksWhatAgentsDo("do your agents answer emails and phone calls as well?")).toBe(true);
  });

  it("leaves a question about writing to our team alone", () => {
    expect(asksWhatAgentsDo("can i email your support team?")).toBe(false);
  });

  it("does not lead the agents' channels with our own email address", () => {
    const [best] = searchKnowledge("do your agents answer emails and phone calls as well?");
    expect(best?.id).not.toBe(REACHING_US_ID);
  });
});
