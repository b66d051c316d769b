/**
 * Sixth visitor set: the company and its solutions as a whole (see questions-visitors-sixth.ts).
 */
import { ADDRESS_PAGES, FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

const SAID = {
  firstClients: /first enterprise clients/i,
  ethics: /consent|privacy|transparen/i,
  startups: /startups/i,
  measurable: /measurable goal|first week/i,
  origin: /demos|dependable|practical/i,
  questionnaire: /questionnaire|get-started|get started/i,
} as const;

export const SIXTH_OFFER_QUESTIONS: EvalQuestion[] = [
  // company
  {
    id: "s-company-601",
    topic: "company",
    question:
      "My manager asked me to shortlist vendors before Friday. We're a mid-size insurance broker and nobody here has heard of you. How long has Kestrel been around?",
    facts: [FACT.founded],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "s-company-602",
    topic: "company",
    question: "where r u guys located",
    facts: [FACT.boston],
    links: [PAGE.about, ...ADDRESS_PAGES],
    expect: "answer",
  },
  {
    id: "s-company-603",
    topic: "company",
    question: "and what happened the year after that?",
    facts: [SAID.firstClients],
    links: [PAGE.about],
    expect: "answer",
    history: [
      { role: "user", content: "when were you founded?" },
      { role: "assistant", content: "Kestrel AI was founded in 2024 in Boston." },
    ],
  },
  {
    id: "s-company-604",
    topic: "company",
    question: "whats the full registered company name? need it for our supplier form",
    facts: [FACT.legalName],
    links: [...ADDRESS_PAGES, "/terms#scope-and-acceptance", PAGE.privacy],
    expect: "answer",
  },
  {
    id: "s-company-605",
    topic: "company",
    question: "you say 'ethical AI' everywhere. what does that actually mean for you?",
    facts: [SAID.ethics],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "s-company-606",
    topic: "company",
    question: "Do you only work with big corporations, or would a startup of four people be okay?",
    facts: [SAID.startups],
    links: [PAGE.about, PAGE.consultation, PAGE.getStarted],
    expect: "answer",
  },
  {
    id: "s-company-607",
    topic: "company",
    question: "which industries were your first big customers in?",
    facts: [/healthcare/i, /retail/i, /logistics/i],
    links: [PAGE.about, PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "s-company-608",
    topic: "company",
    question: "ok and the results-driven one, how does that look in practice?",
    facts: [SAID.measurable],
    links: [PAGE.about],
    expect: "answer",
    history: [
      { role: "user", content: "what are your company values?" },
      {
        role: "assistant",
        content: "Human-Centered AI, Continuous Innovation, Results-Driven and Ethical AI.",
      },
    ],
  },
  {
    id: "s-company-609",
    topic: "company",
    question: "kestrel ai - what is it exactly? short version pls",
    facts: [FACT.noCode, /AI agents|AI Workforce/i],
    links: [PAGE.about, PAGE.solutions, PAGE.home],
    expect: "answer",
  },
  {
    id: "s-company-610",
    topic: "company",
    question: "in wich year was kestrl founded",
    facts: [FACT.founded],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "s-company-611",
    topic: "company",
    question:
      "We tried a chatbot vendor last year and it was all flashy demo, nothing that worked day to day. Our board is sceptical now. Why did you start the company in the first place?",
    facts: [SAID.origin],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "s-company-612",
    topic: "company",
    question: "your mission in a nutshell?",
    facts: [/practical/i],
    links: [PAGE.about],
    expect: "answer",
  },

  // solutions
  {
    id: "s-solutions-601",
    topic: "solutions",
    question: "how many products do you actually sell?",
    facts: [FACT.aiWorkforce, FACT.noCode, FACT.personalization],
    links: [PAGE.solutions],
    expect: "answer",
  },
  {
    id: "s-solutions-602",
    topic: "solutions",
    question:
      "Our support queue is drowning every Monday and our marketing emails all look the same. Half my team can't code. Which of your offerings would you put on each problem?",
    facts: [FACT.aiWorkforce, FACT.personalization],
    links: [PAGE.solutions],
    expect: "answer",
  },
  {
    id: "s-solutions-603",
    topic: "solutions",
    question: "are all three of your products GDPR compliant?",
    facts: [FACT.gdpr],
    links: [PAGE.solutions],
    expect: "answer",
  },
  {
    id: "s-solutions-604",
    topic: "solutions",
    question: "which of those picks up customer calls at night?",
    facts: [FACT.aiWorkforce],
    links: [PAGE.solutions],
    expect: "answer",
    history: [
      { role: "user", content: "what solutions do you offer" },
      {
        role: "assistant",
        content:
          "We offer a 24/7 AI Workforce, a No-Code Integration platform and Hyper-Personalized Experiences.",
      },
    ],
  },
  {
    id: "s-solutions-605",
    topic: "solutions",
    question: "what's the typical response speed of your systems",
    facts: [FACT.responseTime],
    links: [PAGE.solutions],
    expect: "answer",
  },
  {
    id: "s-solutions-606",
    topic: "solutions",
    question: "do u do dashboards / analytics too or just chat stuff",
    facts: [/dashboard|Data Analytics|analytics/i],
    links: [PAGE.solutions, PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "s-solutions-607",
    topic: "solutions",
    question:
      "I honestly don't know where to begin. Is there some kind of quiz that tells me which solution suits my company?",
    facts: [SAID.questionnaire],
    links: [PAGE.getStarted],
    expect: "answer",
  },
  {
    id: "s-solutions-608",
    topic: "solutions",
    question: "what if I pick 'just researching for now'?",
    facts: [/case stud/i],
    links: [PAGE.getStarted, PAGE.caseStudies],
    expect: "answer",
    history: [
      { role: "user", content: "what does the get-started questionnaire ask?" },
      {
        role: "assistant",
        content:
          "It asks how big your business is, what you need most and when you would like to start.",
      },
    ],
  },
  {
    id: "s-solutions-609",
    topic: "solutions",
    question: "what accuracy do your solutions reach?",
    facts: [FACT.accuracy],
    links: [PAGE.solutions],
    expect: "answer",
  },
  {
    id: "s-solutions-610",
    topic: "solutions",
    question: "which one is best for an online shop that wants more repeat customers",
    facts: [FACT.personalization],
    links: [PAGE.solutions, PAGE.retail],
    expect: "answer",
  },
  {
    id: "s-solutions-611",
    topic: "solutions",
    question: "compliance wise, which privacy laws do your solutions cover? we sell in california",
    facts: [FACT.ccpa],
    links: [PAGE.solutions, "/privacy#your-rights"],
    expect: "answer",
  },
  {
    id: "s-solutions-612",
    topic: "solutions",
    question: "can the solutions be combined, like the agents plus the no code thing?",
    facts: [FACT.aiWorkforce, FACT.noCode],
    links: [PAGE.solutions, PAGE.caseStudies],
    expect: "answer",
  },
];
