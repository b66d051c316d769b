/**
 * Fifth visitor set, first part: the company and two of the three solutions (see
 * questions-visitors-fifth.ts).
 */
import { ADDRESS_PAGES, FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

/** Ways visitors' answers state the always-on coverage of the AI agents. */
const ALWAYS_ON = /24\/7|around the clock|day and night|weekends and holidays|at any hour/i;

export const FIFTH_OFFER_QUESTIONS: EvalQuestion[] = [
  // company
  {
    id: "f-company-501",
    topic: "company",
    question: "so what is kestrel exactly, like in one sentence, what do u guys sell",
    facts: [/AI agents/i, FACT.noCode],
    links: [PAGE.about, PAGE.home, PAGE.solutions],
    expect: "answer",
  },
  {
    id: "f-company-502",
    topic: "company",
    question: "In which year was the firm established, and in what city does it operate?",
    facts: [FACT.founded, FACT.boston],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "f-company-503",
    topic: "company",
    question: "what principles do you folks actually live by? every vendor claims 'values' lol",
    facts: [/Human-Centered AI/i, /Ethical AI/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "f-company-504",
    topic: "company",
    question: "when did the first big enterprise customers sign on with you?",
    facts: [/2025/],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "f-company-505",
    topic: "company",
    question: "our procurement needs the full registered company name for the vendor form",
    facts: [FACT.legalName],
    links: [...ADDRESS_PAGES, "/terms#scope-and-acceptance"],
    expect: "answer",
  },
  {
    id: "f-company-506",
    topic: "company",
    question: "which sectors were your earliest clients in?",
    facts: [/healthcare/i, /retail/i, /logistics/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "f-company-507",
    topic: "company",
    question: "Wer seid ihr eigentlich und in welcher Stadt sitzt ihr?",
    facts: [FACT.boston],
    links: [PAGE.about, PAGE.contact],
    expect: "answer",
  },
  {
    id: "f-company-508",
    topic: "company",
    question: "¿En qué año nació la compañía?",
    facts: [FACT.founded],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "f-company-509",
    topic: "company",
    question: "ethical ai sounds like marketing fluff. what does it mean at your shop concretely?",
    facts: [/consent/i, /transparen/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "f-company-510",
    topic: "company",
    question: "who started the business, like what kind of people, techies or sales guys?",
    facts: [/engineers/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "f-company-511",
    topic: "company",
    question:
      "I've been burned by an AI vendor before who promised the moon. What's your actual mission, why do you exist?",
    facts: [/practical/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "f-company-512",
    topic: "company",
    question: "is 'results driven' just a slogan or do you measure stuff from the start?",
    facts: [/measurable goal/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "f-company-513",
    topic: "company",
    question: "do you only take on huge corporations or also tiny startups like mine (3 ppl)?",
    facts: [/startups/i],
    links: [PAGE.about, PAGE.getStarted],
    expect: "answer",
  },
  {
    id: "f-company-514",
    topic: "company",
    question: "Besides chatbots, does Kestrel do anything with analytics and reporting?",
    facts: [/analytics/i],
    links: ["/privacy#who-we-are", PAGE.caseStudies, PAGE.getStarted],
    expect: "answer",
  },
  {
    id: "f-company-515",
    topic: "company",
    question: "and what do you stand for?",
    facts: [/Human-Centered AI/i, /Results-Driven/i],
    links: [PAGE.about],
    expect: "answer",
    history: [
      { role: "user", content: "who's behind kestrel ai?" },
      {
        role: "assistant",
        content:
          "Kestrel AI builds AI agents, a no-code AI platform and personalised conversational experiences. It was founded in Boston in 2024.",
      },
    ],
  },
  {
    id: "f-company-516",
    topic: "company",
    question: "nice, and when did real paying enterprises come on board?",
    facts: [/2025/],
    links: [PAGE.about],
    expect: "answer",
    history: [
      { role: "user", content: "how old is the company" },
      {
        role: "assistant",
        content:
          "Kestrel AI was founded in Boston in 2024 by a small team of engineers and customer-experience leaders.",
      },
    ],
  },
  {
    id: "f-company-517",
    topic: "company",
    question: "how's the story going these days, still just one product?",
    facts: [/startups and enterprises|single assistant|full AI workforce/i],
    links: [PAGE.about],
    expect: "answer",
    history: [
      { role: "user", content: "tell me your backstory" },
      {
        role: "assistant",
        content:
          "We started in Boston in 2024 to close the gap between impressive AI demos and dependable everyday tools, and took on our first enterprise clients in 2025.",
      },
    ],
  },

  // ai-workforce
  {
    id: "f-ai-workforce-501",
    topic: "ai-workforce",
    question: "can ur bots cover nights n weekends?? my team is 9-5 only",
    facts: [ALWAYS_ON],
    links: [PAGE.aiWorkforce],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-502",
    topic: "ai-workforce",
    question:
      "I manage a dental practice with three receptionists who are drowning in phone calls all day. Could your agents take over the appointment booking part?",
    facts: [/appointments?/i],
    links: [PAGE.aiWorkforce, PAGE.faq, PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-503",
    topic: "ai-workforce",
    question: "which channels does the always-on agent product run on?",
    facts: [/chat/i, /email/i, /voice/i],
    links: [PAGE.aiWorkforce, PAGE.faq],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-504",
    topic: "ai-workforce",
    question: "what happens when your bot gets stuck with one of my customers? does it just loop?",
    facts: [/summary/i, /history/i],
    links: [PAGE.aiWorkforce],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-505",
    topic: "ai-workforce",
    question: "do the agents actually DO things (change an order etc) or only talk?",
    facts: [/update orders|book meetings|open tickets|actions/i],
    links: [PAGE.aiWorkforce, PAGE.faq],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-506",
    topic: "ai-workforce",
    question: "by how much do tickets drop once the AI workforce is in place?",
    facts: [/50\s?%/],
    links: [PAGE.aiWorkforce, PAGE.home],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-507",
    topic: "ai-workforce",
    question: "For the round-the-clock agents, what accuracy and what response speed do you quote?",
    facts: [FACT.accuracy, FACT.responseTime],
    links: [PAGE.aiWorkforce, PAGE.solutions],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-508",
    topic: "ai-workforce",
    question: "will the agent invent stuff about our refund policy or stick to what we wrote?",
    facts: [/documents|knowledge base/i],
    links: [PAGE.aiWorkforce, PAGE.faq],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-509",
    topic: "ai-workforce",
    question: "Können eure KI-Agenten auch nachts und am Wochenende Anfragen beantworten?",
    facts: [ALWAYS_ON],
    links: [PAGE.aiWorkforce],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-510",
    topic: "ai-workforce",
    question: "Vos agents IA peuvent-ils répondre par e-mail et au téléphone ?",
    facts: [/email/i, /voice/i],
    links: [PAGE.aiWorkforce, PAGE.faq],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-511",
    topic: "ai-workforce",
    question: "we're a german company, is the 24/7 agent thing ok under EU data rules?",
    facts: [FACT.gdpr],
    links: [PAGE.aiWorkforce, PAGE.solutions],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-512",
    topic: "ai-workforce",
    question:
      "half our IT tickets are 'I'm locked out'. can your agents handle that kind of request?",
    facts: [/reset(ting)? access/i],
    links: [PAGE.aiWorkforce, PAGE.faq],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-513",
    topic: "ai-workforce",
    question: "what's the first-token latency of the agents at the edge",
    facts: [FACT.responseTime],
    links: [PAGE.aiWorkforce, PAGE.solutions],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-514",
    topic: "ai-workforce",
    question: "could the agents sort incoming requests and route them to the right people?",
    facts: [/triag/i],
    links: [PAGE.aiWorkforce, PAGE.faq],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-515",
    topic: "ai-workforce",
    question: "and what sorts of requests, specifically?",
    facts: [/orders?|appointments?|polic/i],
    links: [PAGE.aiWorkforce, PAGE.faq],
    expect: "answer",
    history: [
      { role: "user", content: "whats the ai workforce" },
      {
        role: "assistant",
        content:
          "Our 24/7 AI Workforce is a team of AI agents that handle routine customer and internal requests at any hour and hand the rest to your team with the full context.",
      },
    ],
  },
  {
    id: "f-ai-workforce-516",
    topic: "ai-workforce",
    question: "even on public holidays??",
    facts: [/holidays/i],
    links: [PAGE.aiWorkforce],
    expect: "answer",
    history: [
      { role: "user", content: "do the agents work after hours" },
      {
        role: "assistant",
        content: "Yes: the 24/7 AI Workforce answers every channel day and night.",
      },
    ],
  },
  {
    id: "f-ai-workforce-517",
    topic: "ai-workforce",
    question: "ok but does it actually move the needle? numbers?",
    facts: [/50\s?%/],
    links: [PAGE.aiWorkforce, PAGE.home, PAGE.caseStudies],
    expect: "answer",
    history: [
      { role: "user", content: "explain the AI agent product please" },
      {
        role: "assistant",
        content:
          "Our AI agents answer product and policy questions, track orders, book appointments and triage requests, and hand anything that needs a person to your team.",
      },
    ],
  },
  {
    id: "f-ai-workforce-518",
    topic: "ai-workforce",
    question: "how good is it at getting what the customer wants, intent-wise? a percentage",
    facts: [FACT.accuracy],
    links: [PAGE.aiWorkforce, PAGE.solutions],
    expect: "answer",
  },
  {
    id: "f-ai-workforce-519",
    topic: "ai-workforce",
    question: "hey, when it escalates to my staff, do they get a suggestion what to do next?",
    facts: [/next step/i],
    links: [PAGE.aiWorkforce],
    expect: "answer",
  },
];
