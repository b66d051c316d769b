import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as about from "#app/content/about.ts";
import * as caseStudies from "#app/content/case-studies.ts";
import {
  acknowledgementAnswer,
  handoverAnswer,
  identityAnswer,
  notOnSiteAnswer,
  otherLanguageAnswer,
  suggestionAnswers,
} from "#app/content/chat-answers.ts";
import { chatSuggestions, chatWelcomeMessage } from "#app/content/chat.ts";
import * as consultation from "#app/inquiries/consultation-options.ts";
import * as faq from "#app/content/faq.ts";
import * as helpTopics from "#app/content/help-topics.ts";
import * as getStarted from "#app/get-started/questionnaire-steps.ts";
import * as home from "#app/content/home.ts";
import * as postalAddress from "#app/content/legal/postal-address.ts";
import * as privacy from "#app/content/legal/privacy-policy.ts";
import * as terms from "#app/content/legal/terms-of-service.ts";
import * as site from "#app/content/site.ts";
import * as solutions from "#app/content/solutions.ts";
import type { ChatTurn } from "../assistant.server.ts";
import { createBuiltInAssistant, splitIntoChunks } from "./built-in-assistant.server.ts";
import { knowledgePassages } from "./search/knowledge.server.ts";
import { VISITOR_QUESTIONS } from "./visitor-questions.fixture.ts";

const assistant = createBuiltInAssistant({ chunkDelayMs: 0 });

async function ask(message: string, history: ChatTurn[] = []): Promise<string> {
  let answer = "";
  const signal = new AbortController().signal;
  for await (const chunk of assistant.reply({ message, history, signal })) answer += chunk;
  return answer;
}

const DONT_KNOW = /don't know/;
/** A clarifying reply: what the assistant can help with, with links to start from. */
const STATES_SCOPE = /I can help with/;
const OFFERS_TOPICS = [/\]\(\/solutions\)/, /\]\(\/consultation\)/];

describe("built-in assistant answers visitor questions", () => {
  it("has a broad set of questions to answer", () => {
    expect(VISITOR_QUESTIONS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(VISITOR_QUESTIONS)("$question", async ({ question, facts, link }) => {
    const answer = await ask(question);
    expect(answer).not.toMatch(DONT_KNOW);
    for (const fact of facts) expect(answer).toMatch(fact);
    expect(answer).toMatch(link);
  });
});

describe("suggested prompts", () => {
  it("are the five chips of the widget, each short enough for a chip", () => {
    expect(chatSuggestions).toHaveLength(5);
    for (const { label, prompt } of chatSuggestions) {
      expect(label.length).toBeLessThanOrEqual(20);
      expect(prompt.trim()).not.toBe("");
    }
    expect(chatWelcomeMessage).toMatch(/assistant/);
  });

  it("each get their written answer, by exact text", async () => {
    const answers = await Promise.all(chatSuggestions.map(({ prompt }) => ask(prompt)));
    expect(answers).toEqual([
      suggestionAnswers.company,
      suggestionAnswers.goals,
      suggestionAnswers.humanCentric,
      suggestionAnswers.trends,
      suggestionAnswers.fun,
    ]);
  });

  it.each([
    ["Who are you?", suggestionAnswers.company],
    ["tell me about the company", suggestionAnswers.company],
    ["How could AI help us reach our goals?", suggestionAnswers.goals],
    ["What does human-centered AI mean?", suggestionAnswers.humanCentric],
    ["What are the latest AI trends?", suggestionAnswers.trends],
    ["Tell me a joke", suggestionAnswers.fun],
  ])("recognise the paraphrase %j", async (question, expected) => {
    expect(await ask(question)).toBe(expected);
  });

  it("answer with the site's facts and links", () => {
    expect(suggestionAnswers.company).toMatch(/\/about/);
    expect(suggestionAnswers.goals).toMatch(/50%.*\n.*3x.*\n.*40%/);
    expect(suggestionAnswers.goals).toMatch(/\]\(\/consultation\)/);
    expect(suggestionAnswers.humanCentric).toMatch(/Human-Centered|human-centered/);
    expect(suggestionAnswers.trends).toMatch(/\/solutions#ai-workforce/);
    const statistic = /\d+(\.\d+)?\s*(%|x\b|percent|million|billion)/i;
    expect(suggestionAnswers.trends).not.toMatch(statistic);
    expect(suggestionAnswers.fun).not.toMatch(/\d/);
  });
});

describe("small talk and unknown questions", () => {
  it.each([
    ["Hello!", /Hello/],
    ["good morning", /Hello/],
    ["Thank you!", /welcome/],
    ["thanks a lot", /welcome/],
    ["thanks, that was helpful", /welcome/],
    ["cheers mate 👍", /welcome/],
    ["Bye!", /Goodbye/],
    ["great, that's all I needed. have a nice day", /Goodbye/],
    ["how are you?", /doing well/],
    ["ok cool", new RegExp(acknowledgementAnswer.slice(0, 20))],
    ["are you a bot?", new RegExp(identityAnswer.slice(0, 20))],
    ["what's your name?", new RegExp(identityAnswer.slice(0, 20))],
    ["yo whats up", /Hello/],
    ["haha ok you're honestly sharper than the bot on my bank's website", /kind of you/],
  ])("%j gets a short, fitting reply", async (message, reply) => {
    const answer = await ask(message);
    expect(answer).toMatch(reply);
    expect(answer.length).toBeLessThanOrEqual(400);
    expect(answer).not.toMatch(/Read more on/);
  });

  it("answers the question after a greeting", async () => {
    expect(await ask("Hi, where are you located?")).toMatch(/100 Summer Street/);
  });

  it("says it answers in English to a question in another language it cannot read", async () => {
    expect(await ask("Wie kann ich mein Benutzerkonto löschen?")).toBe(otherLanguageAnswer);
    expect(await ask("¿Cuál es su horario de atención al cliente?")).toBe(otherLanguageAnswer);
  });

  it("answers the English of a message that mixes in another language", async () => {
    expect(await ask("wann gegründet? founding year pls")).toMatch(/2024/);
  });

  it.each([
    "can we run it on-prem in our own data centre?",
    "are you ISO 27001 certified?",
    "how many employees work at kestrel these days?",
  ])("says honestly that the site does not cover %j", async (question) => {
    expect(await ask(question)).toBe(notOnSiteAnswer);
  });

  it("answers what the site does say on a neighbouring topic", async () => {
    expect(await ask("are you GDPR compliant?")).toMatch(/GDPR & CCPA/);
  });

  it("gives the steps of the one procedure it answers from, not of its neighbour too", async () => {
    const answer = await ask("i deactivated my account last month, how do i get back in");
    expect(answer).toMatch(/Request Account Reactivation/);
    expect(answer).not.toMatch(/Request Account Recovery/);
  });

  it("puts a misspelt word right", async () => {
    expect(await ask("kestrel histroy")).toMatch(/2024/);
  });

  it("answers each question of a message that sets the scene first", async () => {
    const answer = await ask(
      "At the lending company, did the AI make the credit decisions itself? And how much faster did decisions get?",
    );
    expect(answer).toMatch(/human underwriter/);
    expect(answer).toMatch(/62%/);
  });

  it("leads with a client's figure when a question about it finds the story's approach", async () => {
    const answer = await ask(
      "how much did the loan company cut the wait between a finished application and a yes or no?",
    );
    expect(answer.split("\n")[0]).toMatch(/62%/);
  });

  it("answers the question after the visitor's introduction, not the introduction", async () => {
    const hours = await ask("I manage IT for a chain of dental clinics. wheres ur office");
    expect(hours).toMatch(/100 Summer Street/);
    expect(hours).not.toMatch(/healthcare network/);
    // A question that leans on the introduction is answered with it.
    const similar = await ask("We're a freight company in the northeast. Done anything similar?");
    expect(similar).toMatch(/logistics/);
  });

  it.each([
    "What is the capital of France?",
    "Write me a poem about cheese",
    "Who won the world cup?",
    "What's your favourite film?",
    "what is 17 times 23",
    "which stocks should I buy this year",
    "write a python script that sorts a list",
    "can u fix my wifi router, it keeps dropping",
  ])("%j gets a clarifying reply saying what the assistant can help with", async (question) => {
    const answer = await ask(question);
    expect(answer).not.toMatch(DONT_KNOW);
    expect(answer).toMatch(STATES_SCOPE);
    for (const link of OFFERS_TOPICS) expect(answer).toMatch(link);
  });

  it("offers the closest topics as links when a question is unclear", async () => {
    const answer = await ask("tell me about your hotline menu options");
    expect(answer).toMatch(STATES_SCOPE);
    expect(answer).toMatch(/Did you mean \[[^\]]+\]\(\/[^)]*\)/);
  });

  it("answers what it costs with the consultation, as the site publishes no prices", async () => {
    const answer = await ask("How much does it cost?");
    expect(answer).toMatch(/price list/);
    expect(answer).toMatch(/\]\(\/consultation\)/);
  });

  it("keeps the topic of the conversation for a follow-up question", async () => {
    const question = "What results did you get in healthcare?";
    const first = await ask(question);
    const retail = await ask("what about for retail?", [
      { role: "user", content: question },
      { role: "assistant", content: first },
    ]);
    expect(retail).toMatch(/\/case-studies#national-online-retailer/);

    const booking = "How do I book a consultation?";
    const cost = await ask("and what does it cost?", [
      { role: "user", content: booking },
      { role: "assistant", content: await ask(booking) },
    ]);
    expect(cost).toMatch(/price list/);

    const project = "How do you work with new clients?";
    const duration = await ask("and how long does that take?", [
      { role: "user", content: project },
      { role: "assistant", content: await ask(project) },
    ]);
    expect(duration).toMatch(/four to eight weeks/);
  });

  it("answers a question that has a topic of its own without the earlier one", async () => {
    const answer = await ask("Where is your office?", [
      { role: "user", content: "How do I delete my account?" },
      { role: "assistant", content: await ask("How do I delete my account?") },
    ]);
    expect(answer).toMatch(/100 Summer Street/);
  });

  it("tells more on a follow-up, without repeating itself", async () => {
    const question = "How long do you keep my data?";
    const first = await ask(question);
    const more = await ask("Tell me more", [
      { role: "user", content: question },
      { role: "assistant", content: first },
    ]);
    expect(more).toMatch(/\/privacy#/);
    expect(more).not.toBe(first);
    const paragraphs = first.split("\n\n").filter((p) => p.length > 80);
    for (const paragraph of paragraphs) expect(more).not.toContain(paragraph);
  });
});

describe("asking for a person", () => {
  it.each([
    "can I talk to a human?",
    "real person please",
    "human please",
    "I want to speak with someone from sales",
    "is there a live agent available",
    "your bot isn't helping, get me a human",
    "could someone call me back?",
    "pls no more robot. human. now.",
    "I'd rather go through this with one of your engineers directly than with a chatbot",
    "I have a procurement question only a sales rep can handle. Can you get one of them to email me?",
  ])("%j is offered the team", async (message) => {
    const answer = await ask(message);
    expect(answer).toBe(handoverAnswer);
    expect(answer).toMatch(/\]\(\/contact\)/);
    expect(answer).toMatch(/support@kestrel-ai\.com/);
    expect(answer).toMatch(/Monday to Friday/);
  });

  it.each([
    "What happens when the AI agent can't solve a customer's problem?",
    "Can your AI agents hand over to a person?",
    "Can the bot send a customer directly to a specialist?",
    "Do you have engineers in Boston?",
  ])("%j is a question about the product, not a request for a person", async (message) => {
    expect(await ask(message)).not.toBe(handoverAnswer);
  });
});

describe("account help", () => {
  it.each([
    ["I forgot my password", /Send Reset Link/, /\]\(\/\?forgotPassword=true\)/],
    ["how do I create an account", /Create Account/, /\]\(\/sign-in\)/],
    ["can i log in with google", /Continue with Google/, /\]\(\/sign-in\)/],
    ["never got the verification email", /Click here to resend/, /\]\(\/sign-in\)/],
    ["how do I deactivate my account", /Deactivate Account/, /\]\(\/privacy-settings\)/],
    ["how to delete my acount", /30 days/, /\]\(\/privacy-settings\)/],
    [
      "I deleted my account by mistake, can I get it back?",
      /Request Account Recovery/,
      /\]\(\/sign-in\)/,
    ],
    [
      "my account is deactivated, how do I turn it back on?",
      /Request Account Reactivation/,
      /\]\(\/sign-in\)/,
    ],
    ["how do I opt out of AI training", /AI model improvement/, /\]\(\/privacy-settings\)/],
    ["how do I subscribe to the newsletter", /footer/, /\]\(\/newsletter\)/],
    ["how do I unsubscribe", /unsubscribe link/, /\]\(\/unsubscribe\)/],
  ])("%j gets the steps and the page", async (question, fact, link) => {
    const answer = await ask(question);
    expect(answer).toMatch(fact);
    expect(answer).toMatch(link);
  });

  it("leads with the direct answer", async () => {
    const answer = await ask("how fast do you reply to messages sent through the contact form?");
    expect(answer.split("\n")[0]).toMatch(/one business day/);
  });
});

/** Every figure in the content: numbers, percentages, times ("9:00"), ranges ("24/7"). */
const FIGURE = /\d+(?:[.,:/]\d+)*/g;
const figuresOf = (text: string) => text.replace(/^\s*\d+\.\s/gm, "").match(FIGURE) ?? [];

const contentFigures = new Set(
  figuresOf(
    JSON.stringify([
      about,
      caseStudies,
      consultation,
      faq,
      getStarted,
      helpTopics,
      home,
      postalAddress,
      privacy,
      terms,
      site,
      solutions,
    ]),
  ),
);

describe("no invented figures", () => {
  const contentWords = [
    ...new Set(knowledgePassages().flatMap((p) => `${p.title} ${p.text}`.split(/\W+/))),
  ].filter((word) => word.length > 2);

  it("every figure in any answer appears in the content", async () => {
    const questions = [
      ...VISITOR_QUESTIONS.map((c) => c.question),
      ...chatSuggestions.map((s) => s.prompt),
      ...knowledgePassages().map((p) => p.title),
    ];
    for (const question of questions) {
      for (const figure of figuresOf(await ask(question))) {
        expect(contentFigures, `${figure} in the answer to ${question}`).toContain(figure);
      }
    }
  });

  it("holds for any question made of words from the site", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...contentWords), { minLength: 1, maxLength: 6 }),
        async (words) => {
          for (const figure of figuresOf(await ask(words.join(" ")))) {
            expect(contentFigures).toContain(figure);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("streaming", () => {
  it("splits an answer into pieces of a few words that join back exactly", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const chunks = splitIntoChunks(text);
        expect(chunks.join("")).toBe(/\S/.test(text) ? text : "");
        for (const chunk of chunks) expect(chunk.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it("streams in several chunks that join into the whole answer", async () => {
    const slow = createBuiltInAssistant({ chunkDelayMs: 5 });
    const stream = slow.reply({
      message: "What are your support hours?",
      history: [],
      signal: new AbortController().signal,
    });
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toBe(await ask("What are your support hours?"));
  });

  it("stops at once, without an error, when the visitor goes away", async () => {
    const slow = createBuiltInAssistant({ chunkDelayMs: 1_000 });
    const controller = new AbortController();
    const chunks: string[] = [];
    const message = "How do I book a consultation?";
    for await (const chunk of slow.reply({ message, history: [], signal: controller.signal })) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toHaveLength(1);

    const none: string[] = [];
    for await (const chunk of slow.reply({ message, history: [], signal: controller.signal })) {
      none.push(chunk);
    }
    expect(none).toEqual([]);
  });
});
