/**
 * Sixth visitor set: the case studies and their figures (see questions-visitors-sixth.ts).
 */
import { PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

export const SIXTH_CLIENT_QUESTIONS: EvalQuestion[] = [
  {
    id: "s-case-studies-601",
    topic: "case-studies",
    question: "the healthcare one - how many clinics did that network have?",
    facts: [/eleven|\b11\b/i],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "s-case-studies-602",
    topic: "case-studies",
    question: "by how much did no-shows drop at the health network you worked with?",
    facts: [/31\s?%/],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "s-case-studies-603",
    topic: "case-studies",
    question: "how long did it take them to go live?",
    facts: [/6 weeks|six weeks/i],
    links: [PAGE.logistics],
    expect: "answer",
    history: [
      { role: "user", content: "tell me about the logistics case study" },
      {
        role: "assistant",
        content:
          "A mid-sized logistics company automated shipment exceptions and customer updates with our no-code platform.",
      },
    ],
  },
  {
    id: "s-case-studies-604",
    topic: "case-studies",
    question: "fintech client: did their default rates get worse with the AI?",
    facts: [/default rates/i],
    links: [PAGE.fintech],
    expect: "answer",
  },
  {
    id: "s-case-studies-605",
    topic: "case-studies",
    question: "university project, what share of chats happened outside office hours?",
    facts: [/38\s?%/],
    links: [PAGE.university],
    expect: "answer",
  },
  {
    id: "s-case-studies-606",
    topic: "case-studies",
    question:
      "I run e-commerce for a homeware brand. Traffic is fine but people buy once and never come back. Have you done anything like that for a shop, and what did it bring them?",
    facts: [/23\s?%|\$1\.8M/i],
    links: [PAGE.retail],
    expect: "answer",
  },
  {
    id: "s-case-studies-607",
    topic: "case-studies",
    question: "how much extra money did that make them?",
    facts: [/\$1\.8M|1\.8 ?million/i],
    links: [PAGE.retail],
    expect: "answer",
    history: [
      { role: "user", content: "what did you do for the online retailer?" },
      {
        role: "assistant",
        content:
          "We introduced conversational experiences that adapt to each shopper's history, preferences and stage in the buying journey.",
      },
    ],
  },
  {
    id: "s-case-studies-608",
    topic: "case-studies",
    question: "got a white paper on the clinic front desk project?",
    facts: [/white paper/i],
    links: [PAGE.whitePaper, PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "s-case-studies-609",
    topic: "case-studies",
    question: "student services project - how fast do students get a first answer now",
    facts: [/30 sec/i],
    links: [PAGE.university],
    expect: "answer",
  },
  {
    id: "s-case-studies-610",
    topic: "case-studies",
    question: "how much faster were the shipment exceptions resolved for the freight company?",
    facts: [/3\.5\s?x/i],
    links: [PAGE.logistics],
    expect: "answer",
  },
  {
    id: "s-case-studies-611",
    topic: "case-studies",
    question: "got any client stories from lending or banking?",
    facts: [/fintech|lender/i],
    links: [PAGE.fintech],
    expect: "answer",
  },
  {
    id: "s-case-studies-612",
    topic: "case-studies",
    question: "and who makes the final credit call, the AI?",
    facts: [/underwriters?/i],
    links: [PAGE.fintech],
    expect: "answer",
    history: [
      { role: "user", content: "tell me about the fintech lender case" },
      {
        role: "assistant",
        content:
          "A fintech lender serving small businesses wanted faster decisions without loosening its credit standards.",
      },
    ],
  },
  {
    id: "s-case-studies-613",
    topic: "case-studies",
    question: "how many case studies do you have and in which sectors?",
    facts: [/Healthcare/i, /Retail/i, /Logistics/i, /Financial|fintech/i, /Education|universit/i],
    links: [PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "s-case-studies-614",
    topic: "case-studies",
    question: "what were the phone hold times at the clinics before you came in?",
    facts: [/nine minutes|9 minutes/i],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "s-case-studies-615",
    topic: "case-studies",
    question: "logistics client: how many fewer status calls after the proactive notifications?",
    facts: [/46\s?%/],
    links: [PAGE.logistics],
    expect: "answer",
  },
  {
    id: "s-case-studies-616",
    topic: "case-studies",
    question: "and what if it's a university, have you got one of those too?",
    facts: [/universit/i],
    links: [PAGE.university],
    expect: "answer",
    history: [
      { role: "user", content: "do you have a case study from healthcare?" },
      {
        role: "assistant",
        content:
          "Yes: a regional healthcare network with eleven clinics cut patient wait times with a 24/7 AI front desk.",
      },
    ],
  },
];
