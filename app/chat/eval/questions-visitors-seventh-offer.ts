/**
 * Seventh visitor set: the company and the offer as a whole (see questions-visitors-seventh.ts).
 */
import { ADDRESS_PAGES, FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

const ABOUT_PAGES = [PAGE.about, PAGE.home];
const OFFER_PAGES = [PAGE.solutions, PAGE.home];

export const SEVENTH_OFFER_QUESTIONS: EvalQuestion[] = [
  // company
  {
    id: "v-company-701",
    topic: "company",
    question: "before i waste my time - who even are you people and whats your thing",
    facts: [/AI agents|practical|artificial intelligence/i],
    links: ABOUT_PAGES,
    expect: "answer",
  },
  {
    id: "v-company-702",
    topic: "company",
    question:
      "Our procurement checklist asks how long a vendor has been trading. When did your business start?",
    facts: [FACT.founded],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "v-company-703",
    topic: "company",
    question: "which city is your head office in",
    facts: [FACT.boston],
    links: [PAGE.about, ...ADDRESS_PAGES],
    expect: "answer",
  },
  {
    id: "v-company-704",
    topic: "company",
    question: "What are the principles your company works by?",
    facts: [/Human-Centered|Ethical AI|Results-Driven|Continuous Innovation/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "v-company-705",
    topic: "company",
    question: "you are big company or small? you work with small shop like mine also?",
    facts: [/startups/i],
    links: [PAGE.about, PAGE.consultation, PAGE.getStarted],
    expect: "answer",
  },
  {
    id: "v-company-706",
    topic: "company",
    question: "do you keep up with new AI models or stick with old tech",
    facts: [/Continuous Innovation|every month|proven/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "v-company-707",
    topic: "company",
    question: "who started kestrel, like what kind of people",
    facts: [/engineers|customer-experience/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "v-company-708",
    topic: "company",
    question: "What's the legal entity I'd be signing a contract with?",
    facts: [FACT.legalName],
    links: [...ADDRESS_PAGES, "/terms#scope-and-acceptance", PAGE.privacy],
    expect: "answer",
  },
  {
    id: "v-company-709",
    topic: "company",
    question: "is your AI going to replace my front desk staff? thats what my team is scared of",
    facts: [/human|person|team/i],
    links: [PAGE.about, PAGE.faq, PAGE.home],
    expect: "answer",
  },
  // solutions
  {
    id: "v-solutions-701",
    topic: "solutions",
    question: "what do you actually sell? list it",
    facts: [FACT.aiWorkforce, FACT.noCode, FACT.personalization],
    links: OFFER_PAGES,
    expect: "answer",
  },
  {
    id: "v-solutions-702",
    topic: "solutions",
    question: "how many products have u got and whats the diff between them",
    facts: [FACT.aiWorkforce, FACT.noCode],
    links: OFFER_PAGES,
    expect: "answer",
  },
  {
    id: "v-solutions-703",
    topic: "solutions",
    question: "Do your systems comply with European data protection rules?",
    facts: [FACT.gdpr],
    links: [PAGE.solutions, PAGE.faq],
    expect: "answer",
  },
  {
    id: "v-solutions-704",
    topic: "solutions",
    question: "how fast does it respond, like in milliseconds",
    facts: [FACT.responseTime],
    links: [PAGE.solutions],
    expect: "answer",
  },
  {
    id: "v-solutions-705",
    topic: "solutions",
    question: "what accuracy do you claim and for what exactly",
    facts: [FACT.accuracy],
    links: [PAGE.solutions],
    expect: "answer",
  },
  {
    id: "v-solutions-706",
    topic: "solutions",
    question:
      "As a CFO I need to know what problem each of your offerings solves before I sit through a demo. Give me the short version.",
    facts: [FACT.aiWorkforce, FACT.personalization],
    links: OFFER_PAGES,
    expect: "answer",
  },
  {
    id: "v-solutions-707",
    topic: "solutions",
    question: "will it plug into the software we already use, like our CRM and helpdesk?",
    facts: [/CRM|help desk|connectors/i],
    links: [PAGE.noCode, PAGE.faq, PAGE.solutions],
    expect: "answer",
  },
  {
    id: "v-solutions-708",
    topic: "solutions",
    question: "is there an option to keep our data in a specific region",
    facts: [/data residency/i],
    links: [PAGE.noCode, PAGE.solutions],
    expect: "answer",
  },
  {
    id: "v-solutions-709",
    topic: "solutions",
    question: "what about analytics? do i get reports on what customers do",
    facts: [/dashboard|analytics/i],
    links: [PAGE.personalization, PAGE.solutions, PAGE.caseStudies],
    expect: "answer",
  },
];
