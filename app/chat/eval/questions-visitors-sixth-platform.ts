/**
 * Sixth visitor set: the 24/7 AI Workforce and the No-Code Integration platform (see
 * questions-visitors-sixth.ts).
 */
import { FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

const AGENT_PAGES = [PAGE.aiWorkforce, PAGE.faq];
const BUILDER_PAGES = [PAGE.noCode, PAGE.faq];

const SAID = {
  handOver: /hand(s|ed)?[- ]?(it |the rest )?(over|to)|handoff|hand-off|escalat/i,
  aroundTheClock: /weekends and holidays|24\/7|day and night|around the clock/i,
  actions: /update orders|actions|open tickets|book meetings/i,
  grounded: /knowledge base|documents|knowledge/i,
  appointments: /appointments?/i,
  api: /\bAPIs?\b/,
} as const;

export const SIXTH_PLATFORM_QUESTIONS: EvalQuestion[] = [
  // ai-workforce
  {
    id: "s-ai-workforce-601",
    topic: "ai-workforce",
    question: "can your bots also pick up the phone or is it only text chat?",
    facts: [/voice/i],
    links: AGENT_PAGES,
    expect: "answer",
  },
  {
    id: "s-ai-workforce-602",
    topic: "ai-workforce",
    question:
      "My worry is the odd cases. When one of your agents gets a strange complaint it doesn't understand, what happens to that customer?",
    facts: [SAID.handOver],
    links: AGENT_PAGES,
    expect: "answer",
  },
  {
    id: "s-ai-workforce-603",
    topic: "ai-workforce",
    question: "does it keep working on weekends and public holidays too?",
    facts: [SAID.aroundTheClock],
    links: AGENT_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "tell me about the AI workforce" },
      {
        role: "assistant",
        content:
          "Autonomous AI agents handle routine customer and internal requests at any hour, and hand the rest to your team with the full context.",
      },
    ],
  },
  {
    id: "s-ai-workforce-604",
    topic: "ai-workforce",
    question: "can the agents actually do stuff like change an order, or only talk?",
    facts: [SAID.actions],
    links: AGENT_PAGES,
    expect: "answer",
  },
  {
    id: "s-ai-workforce-605",
    topic: "ai-workforce",
    question: "where do the agents get their answers from? I don't want them inventing things",
    facts: [SAID.grounded],
    links: AGENT_PAGES,
    expect: "answer",
  },
  {
    id: "s-ai-workforce-606",
    topic: "ai-workforce",
    question: "ticket reduction with the ai agents - what number do you quote?",
    facts: [/50\s?%/],
    links: [...AGENT_PAGES, PAGE.home],
    expect: "answer",
  },
  {
    id: "s-ai-workforce-607",
    topic: "ai-workforce",
    question: "and how accurate are they?",
    facts: [FACT.accuracy],
    links: AGENT_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "how fast do your AI agents respond?" },
      { role: "assistant", content: "Under 100 ms to first token at the edge." },
    ],
  },
  {
    id: "s-ai-workforce-608",
    topic: "ai-workforce",
    question:
      "We run a chain of six dental practices. Receptionists spend the whole day on the phone moving appointments around, and after 5pm nobody answers at all. Could your agents book and reschedule appointments for us?",
    facts: [SAID.appointments],
    links: [...AGENT_PAGES, PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "s-ai-workforce-609",
    topic: "ai-workforce",
    question: "on which channels are the round-the-clock agents available? phone? email?",
    facts: [/chat/i, /email/i, /voice/i],
    links: AGENT_PAGES,
    expect: "answer",
  },
  {
    id: "s-ai-workforce-610",
    topic: "ai-workforce",
    question: "r ur agents gdpr ok",
    facts: [FACT.gdpr],
    links: AGENT_PAGES,
    expect: "answer",
  },
  {
    id: "s-ai-workforce-611",
    topic: "ai-workforce",
    question: "could it reset staff passwords for our internal IT helpdesk?",
    facts: [/reset(ting)? access/i],
    links: AGENT_PAGES,
    expect: "answer",
  },
  {
    id: "s-ai-workforce-612",
    topic: "ai-workforce",
    question: "what if it's an urgent case though, does a person get it?",
    facts: [SAID.handOver],
    links: AGENT_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "what can the AI workforce handle?" },
      {
        role: "assistant",
        content:
          "Answering product and policy questions, tracking orders, booking appointments, resetting access and triaging requests.",
      },
    ],
  },

  // no-code
  {
    id: "s-no-code-601",
    topic: "no-code",
    question: "do my staff need to know python to use the no code thing?",
    facts: [/developers|without writing code|visual/i],
    links: BUILDER_PAGES,
    expect: "answer",
  },
  {
    id: "s-no-code-602",
    topic: "no-code",
    question: "which tools does the no-code platform plug into out of the box",
    facts: [/CRM/i, /help desk/i],
    links: BUILDER_PAGES,
    expect: "answer",
  },
  {
    id: "s-no-code-603",
    topic: "no-code",
    question: "how much quicker do workflows get launched with your no-code platform?",
    facts: [/3\s?x|three times/i],
    links: BUILDER_PAGES,
    expect: "answer",
  },
  {
    id: "s-no-code-604",
    topic: "no-code",
    question: "can I try a workflow out before it goes live?",
    facts: [/sample data|test/i],
    links: BUILDER_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "what is No-Code Integration?" },
      {
        role: "assistant",
        content:
          "A visual platform that lets your teams design, test and launch AI workflows in days, connected to the systems you already use.",
      },
    ],
  },
  {
    id: "s-no-code-605",
    topic: "no-code",
    question:
      "Our IT department has a backlog of about a year and every little automation request just sits there. The ops people are frustrated but none of them are developers. Is there a way for them to build things themselves?",
    facts: [FACT.noCode],
    links: [...BUILDER_PAGES, PAGE.logistics],
    expect: "answer",
  },
  {
    id: "s-no-code-606",
    topic: "no-code",
    question: "how many settings can be tweaked without code",
    facts: [FACT.configuration],
    links: BUILDER_PAGES,
    expect: "answer",
  },
  {
    id: "s-no-code-607",
    topic: "no-code",
    question: "who approved which change? is there an audit trail in the builder?",
    facts: [/audit trails?/i],
    links: BUILDER_PAGES,
    expect: "answer",
  },
  {
    id: "s-no-code-608",
    topic: "no-code",
    question: "what about our old warehouse system? it only has a REST api",
    facts: [SAID.api],
    links: BUILDER_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "which systems do you integrate with?" },
      {
        role: "assistant",
        content:
          "CRMs, help desks, e-commerce platforms, scheduling tools, data warehouses, spreadsheets and messaging channels.",
      },
    ],
  },
  {
    id: "s-no-code-609",
    topic: "no-code",
    question: "can our devs extend the no code platform if they want to?",
    facts: [SAID.api],
    links: BUILDER_PAGES,
    expect: "answer",
  },
  {
    id: "s-no-code-610",
    topic: "no-code",
    question: "data residency for the no code platform? we're an EU company",
    facts: [/residency/i],
    links: BUILDER_PAGES,
    expect: "answer",
  },
  {
    id: "s-no-code-611",
    topic: "no-code",
    question: "latency per step in a no-code workflow?",
    facts: [FACT.responseTime],
    links: BUILDER_PAGES,
    expect: "answer",
  },
  {
    id: "s-no-code-612",
    topic: "no-code",
    question: "drag and drop builder - what can one workflow actually do? give me an example",
    facts: [/email|CRM|reply/i],
    links: BUILDER_PAGES,
    expect: "answer",
  },
];
