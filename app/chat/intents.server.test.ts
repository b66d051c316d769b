import { describe, expect, it } from "vitest";
import { classify } from "./intents.server.ts";

describe("classify", () => {
  it.each([
    ["hey, hope your week is going well", "greeting"],
    ["how has your day been?", "how-are-you"],
    ["and how are things with you today, little bot?", "how-are-you"],
    ["enjoy your evening, take care", "goodbye"],
    ["got to run, talk soon", "goodbye"],
    ["all sorted now, thanks a million", "thanks"],
    ["is there a real human typing these replies?", "identity"],
    ["ur smarter than most bots i've used", "compliment"],
    ["could you put us in contact with your sales team", "handover"],
    ["is there somebody on your sales team we could talk to?", "handover"],
    ["how would you say thank you in Korean", "off-topic"],
    ["¿Puedo hablar con una persona de verdad?", "handover"],
    ["what is 12 - 5", "off-topic"],
    ["will it rain in Boston this afternoon?", "off-topic"],
  ])("takes %j as %s", (message, kind) => {
    expect(classify(message).kind).toBe(kind);
  });

  it.each([
    "thanks, and what are your support hours?",
    "take care of billing for me: how much does it cost?",
    "do your agents answer customers in Spanish?",
    "is there a person who reviews what the agents say?",
    "our staff work 9-5, can your agents cover the evenings?",
    "is it 4-8 weeks from the first call?",
  ])("keeps %j a question", (message) => {
    expect(classify(message).kind).toBe("question");
  });
});
