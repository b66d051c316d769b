import { describe, expect, it } from "vitest";
import {
  CLARIFYING_OPENING,
  HAND_OVER_REQUEST,
  handoverAnswer,
  handOverReplies,
} from "#app/content/chat-answers.ts";
import type { ChatTurn } from "../assistant.server.ts";
import { createBuiltInAssistant } from "./built-in-assistant.server.ts";
import type { HandOver, HandOverOutcome } from "../conversations/hand-over.server.ts";

const assistant = createBuiltInAssistant({ chunkDelayMs: 0 });

/** A conversation with the assistant: each message answered with what was said before it. */
function conversation(handOver?: HandOver) {
  const history: ChatTurn[] = [];
  return {
    history,
    async say(message: string): Promise<string> {
      let answer = "";
      const signal = new AbortController().signal;
      for await (const chunk of assistant.reply({ message, history, signal, handOver })) {
        answer += chunk;
      }
      history.push({ role: "user", content: message }, { role: "assistant", content: answer });
      return answer;
    },
  };
}

/** A hand-over that records the addresses it was given and answers with `outcome`. */
function recordingHandOver(
  outcome: (email: string) => HandOverOutcome = (email) => ({ status: "sent", email }),
) {
  const emails: string[] = [];
  const handOver: HandOver = (email) => {
    emails.push(email);
    return Promise.resolve(outcome(email));
  };
  return { emails, handOver };
}

describe("follow-up questions", () => {
  it.each([
    ["Tell me about your work with the online retailer", "what were the results?", /\$1\.8M|1\.8/],
    ["What is the 24/7 AI Workforce?", "how fast does it respond?", /100 ?ms/],
    ["How do I reset my password?", "how long is the link valid?", /(1|one) hour/],
  ])("after %j, %j is answered on the same topic", async (first, followUp, fact) => {
    const chat = conversation();
    await chat.say(first);
    expect(await chat.say(followUp)).toMatch(fact);
  });

  it("moves to the sector a follow-up names", async () => {
    const chat = conversation();
    await chat.say("Do you have a case study in healthcare?");
    const answer = await chat.say("what about logistics?");
    expect(answer).toMatch(/mid-sized-logistics-company/);
    expect(answer).not.toMatch(/regional-healthcare-network\)/);
  });

  it("asks the earlier question again about the subject a follow-up swaps in", async () => {
    const chat = conversation();
    await chat.say("what did the retail client get out of it?");
    const answer = await chat.say("same question for universities then");
    expect(answer).toMatch(/university-student-services/);
    expect(answer).toMatch(/50%|38%/);
  });

  it("tells more without repeating what was said", async () => {
    const chat = conversation();
    const first = await chat.say("How does an engagement work?");
    const more = await chat.say("tell me more");
    expect(more).not.toBe(first);
    const firstParagraphs = first.split("\n\n").filter((paragraph) => paragraph.length > 80);
    for (const paragraph of firstParagraphs) expect(more).not.toContain(paragraph);
  });

  it("keeps the topic across thanks in between", async () => {
    const chat = conversation();
    await chat.say("where is your office?");
    await chat.say("thanks!");
    expect(await chat.say("and what are the opening hours there?")).toMatch(/Monday to Friday/);
  });
});

describe("clarifying questions", () => {
  it("offers two or three close topics as links instead of saying it does not know", async () => {
    const answer = await conversation().say("tell me about the widgets thing");
    expect(answer.startsWith(CLARIFYING_OPENING)).toBe(true);
    expect(answer).not.toMatch(/don't know/i);
    expect(answer.match(/\]\(\//g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("offers the team after two questions in a row it could not answer", async () => {
    const chat = conversation();
    const first = await chat.say("what is the airspeed of an unladen swallow");
    expect(first).not.toContain(HAND_OVER_REQUEST);
    const second = await chat.say("what colour is the sky on mars");
    expect(second).toContain(HAND_OVER_REQUEST);
  });

  it("does not offer the team when an answer came in between", async () => {
    const chat = conversation();
    await chat.say("what is the airspeed of an unladen swallow");
    await chat.say("what are your support hours?");
    expect(await chat.say("what colour is the sky on mars")).not.toContain(HAND_OVER_REQUEST);
  });
});

describe("hand-over to the team", () => {
  it.each([
    "Can I get a call from someone?",
    "I'd like to be contacted by your team",
    "please have someone reach out to me",
    "can you put me in touch with sales",
    "Can somebody from Kestrel get back to me?",
    "i dont want a bot",
    "operator",
    "can i chat with an actual employee",
  ])("offers it when a visitor asks %j", async (message) => {
    expect(await conversation().say(message)).toBe(handoverAnswer);
  });

  it.each([
    "Can your AI agents hand over to a person?",
    "can your agents book a call for my customers",
    "during which hours can we reach support?",
  ])("answers %j about the product instead", async (message) => {
    expect(await conversation().say(message)).not.toBe(handoverAnswer);
  });

  it("passes the conversation on once the visitor leaves an email", async () => {
    const { emails, handOver } = recordingHandOver();
    const chat = conversation(handOver);
    await chat.say("Do you integrate with Salesforce?");
    expect(await chat.say("can I talk to a real person?")).toBe(handoverAnswer);
    const reply = await chat.say("sure, it's jo.smith@example.com");
    expect(emails).toEqual(["jo.smith@example.com"]);
    expect(reply).toBe(handOverReplies.sent("jo.smith@example.com"));
    expect(reply).toMatch(/one business day/);
    expect(reply).toMatch(/Monday to Friday, 9:00 AM to 6:00 PM Eastern Time/);
  });

  it("says what is wrong with an address that is not one, and keeps the offer open", async () => {
    const { emails, handOver } = recordingHandOver((email) =>
      email.includes(".")
        ? { status: "sent", email }
        : { status: "invalid-email", message: "Please enter a valid email address." },
    );
    const chat = conversation(handOver);
    await chat.say("I need a human");
    const invalid = await chat.say("jo@example");
    expect(invalid).toMatch(/^Please enter a valid email address\./);
    expect(invalid).toContain(HAND_OVER_REQUEST);
    await chat.say("jo@example.com");
    expect(emails).toEqual(["jo@example", "jo@example.com"]);
  });

  it("asks for the address when the visitor just says yes", async () => {
    const { emails, handOver } = recordingHandOver();
    const chat = conversation(handOver);
    await chat.say("can someone from sales call me?");
    expect(await chat.say("yes please")).toBe(handOverReplies.askForEmail);
    await chat.say("ana@example.org");
    expect(emails).toEqual(["ana@example.org"]);
  });

  it("answers a new question instead when the visitor moves on, and still takes a later address", async () => {
    const { emails, handOver } = recordingHandOver();
    const chat = conversation(handOver);
    await chat.say("talk to a person");
    expect(await chat.say("actually, what are your support hours?")).toMatch(/Monday to Friday/);
    expect(emails).toEqual([]);
    expect(await chat.say("write to me at jo@example.com")).toBe(
      handOverReplies.sent("jo@example.com"),
    );
    expect(emails).toEqual(["jo@example.com"]);
  });

  it("never drops an address typed after a question it could not answer", async () => {
    const { emails, handOver } = recordingHandOver();
    const chat = conversation(handOver);
    expect(await chat.say("what is the airspeed of an unladen swallow")).toMatch(
      CLARIFYING_OPENING,
    );
    expect(await chat.say("jo@example.com")).toBe(handOverReplies.sent("jo@example.com"));
    expect(emails).toEqual(["jo@example.com"]);
  });

  it.each([
    "ana@example.org",
    "my email is ana@example.org",
    "you can reach me at Ana@Example.org, thanks",
    "ana@example.org - please get back to me",
  ])("passes the conversation on when a message leaves an address: %j", async (message) => {
    const { emails, handOver } = recordingHandOver();
    const reply = await conversation(handOver).say(message);
    expect(emails.map((email) => email.toLowerCase())).toEqual(["ana@example.org"]);
    expect(reply).toMatch(/^Thank you! I've passed our conversation on to our team\./);
  });

  it("answers a question asked together with an address, and passes the conversation on", async () => {
    const { emails, handOver } = recordingHandOver();
    const reply = await conversation(handOver).say(
      "how do I unsubscribe from the newsletter? I'm ana@example.org",
    );
    expect(emails).toEqual(["ana@example.org"]);
    expect(reply).toMatch(/unsubscribe/i);
    expect(reply.endsWith(handOverReplies.sent("ana@example.org"))).toBe(true);
  });

  it("takes no address of the company's own for the visitor's", async () => {
    const { emails, handOver } = recordingHandOver();
    await conversation(handOver).say("is support@kestrel-ai.com the address for billing?");
    expect(emails).toEqual([]);
  });

  it("offers to have the team work out a quote, and takes the address for it", async () => {
    const { emails, handOver } = recordingHandOver();
    const chat = conversation(handOver);
    const answer = await chat.say("I'd like a quote");
    expect(answer).toMatch(/price list/);
    expect(answer).toContain(HAND_OVER_REQUEST);
    expect(await chat.say("sure, bo@example.com")).toBe(handOverReplies.sent("bo@example.com"));
    expect(emails).toEqual(["bo@example.com"]);
  });

  it.each([
    ["rate-limited", handOverReplies.rateLimited],
    ["failed", handOverReplies.failed],
  ] as const)("tells the visitor when the hand-over is %s", async (status, reply) => {
    const { handOver } = recordingHandOver(() => ({ status }));
    const chat = conversation(handOver);
    await chat.say("human please");
    expect(await chat.say("jo@example.com")).toBe(reply);
  });

  it("points to the contact page where nobody could receive it", async () => {
    const chat = conversation(undefined);
    await chat.say("human please");
    expect(await chat.say("jo@example.com")).toBe(handOverReplies.unavailable);
  });

  it("keeps an address with markdown characters as typed", () => {
    expect(handOverReplies.sent("jo_smith_x@example.com")).toContain("jo\\_smith\\_x@example.com");
  });
});
