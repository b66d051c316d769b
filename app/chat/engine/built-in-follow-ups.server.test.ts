import { describe, expect, it } from "vitest";
import { suggestionAnswers } from "#app/content/chat-answers.ts";
import type { ChatTurn } from "../assistant.server.ts";
import { createBuiltInAssistant } from "./built-in-assistant.server.ts";

const assistant = createBuiltInAssistant({ chunkDelayMs: 0 });

async function ask(message: string, history: ChatTurn[] = []): Promise<string> {
  let answer = "";
  const signal = new AbortController().signal;
  for await (const chunk of assistant.reply({ message, history, signal })) answer += chunk;
  return answer;
}

const turn = (question: string, answer: string): ChatTurn[] => [
  { role: "user", content: question },
  { role: "assistant", content: answer },
];

describe("follow-ups that turn to something else", () => {
  it("leaves the sections of the answer before for one that holds more of what is asked", async () => {
    const answer = await ask(
      "and the terms of service, when were those last updated?",
      turn("what does your privacy policy cover?", "What personal data we collect and why."),
    );
    expect(answer).toMatch(/^Last updated March 29, 2025\./);
  });
});

describe("follow-ups that add a condition", () => {
  it("asks the earlier question again for the place the visitor names", async () => {
    const answer = await ask(
      "what if I'm in California instead?",
      turn("what rights do I have under the GDPR?", "You can access, correct and erase your data."),
    );
    expect(answer).toMatch(/California Consumer Privacy Act/);
    expect(answer).toMatch(/\(\/privacy#your-rights\)/);
  });

  it("reads changing one's mind about a deletion as recovering the account", async () => {
    const answer = await ask(
      "and if I change my mind two weeks later?",
      turn("how do I delete my account?", "Delete it in your privacy settings."),
    );
    expect(answer).toMatch(/30 days/);
  });

  it("links the section of the solution a shared figure is asked for", async () => {
    const answer = await ask(
      "and how accurate are they?",
      turn("how fast do your AI agents respond?", "Under 100 ms to first token at the edge."),
    );
    expect(answer).toMatch(/99\.9%/);
    expect(answer).toMatch(/\(\/solutions#ai-workforce\)/);
  });
});

describe("a question of its own after another answer", () => {
  const hours = turn(
    "what are your support hours?",
    "Our team is available Monday to Friday, 9:00 AM to 6:00 PM Eastern Time. Read more on " +
      "[Contact](/contact#contact-info-title) and [Frequently asked questions](/contact#faq-title).",
  );

  it("is answered from the whole site, not the sections of the answer before", async () => {
    const answer = await ask("how fast does the ai agent reply to customers", hours);
    expect(answer).toMatch(/100 ms/);
  });

  it("stays on the section the answer led with, not the ones that only supported it", async () => {
    const answer = await ask("what is the no code platform", hours);
    expect(answer).toMatch(/\(\/solutions#no-code\)/);
  });

  it("is answered on its own when it only begins with and", async () => {
    const answer = await ask(
      "and how many tickets will the agents take off my support team",
      hours,
    );
    expect(answer).toMatch(/50%/);
  });
});

describe("messages that set a scene first", () => {
  it("gives a suggested prompt's answer to the question after the scene", async () => {
    const answer = await ask(
      "We're a mid-sized firm in Ohio weighing a few options this quarter. Who are you exactly?",
    );
    expect(answer).toBe(suggestionAnswers.company);
  });

  it("answers the request that comes last in sentences that ask nothing outright", async () => {
    const answer = await ask("We're a small clinic in Ohio. Stop sending me your newsletter!");
    expect(answer).toMatch(/unsubscribe/i);
  });
});
