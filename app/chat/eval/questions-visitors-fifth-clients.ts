/**
 * Fifth visitor set: the client stories, asked about by visitors from each industry (see
 * questions-visitors-fifth.ts).
 */
import { PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

/** The figures each story reports, written as visitors' answers write them. */
const SAID = {
  underTwoMinutes: /(<|&lt;|under|less than|below)\s*2\s*min/i,
  nineMinutes: /nine minutes|9 minutes/i,
  sixWeeks: /\b(6|six) weeks\b/i,
  speedUp: /3\.5\s?x|3\.5 times/i,
  retailFigure: /23\s?%|40\s?%|\$?1\.8\s?M/i,
  underThirtySeconds: /(<|&lt;|under|less than|below)\s*30\s*sec/i,
} as const;

export const FIFTH_CLIENT_QUESTIONS: EvalQuestion[] = [
  // case-studies
  {
    id: "f-case-studies-501",
    topic: "case-studies",
    question: "we're a group of 4 physio practices. ever done anything medical?",
    facts: [/healthcare/i],
    links: [PAGE.healthcare, PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "f-case-studies-502",
    topic: "case-studies",
    question: "how far did phone hold times go down for the hospital group, before vs after?",
    facts: [SAID.underTwoMinutes, SAID.nineMinutes],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "f-case-studies-503",
    topic: "case-studies",
    question: "what happened to missed appointments at the clinics network",
    facts: [/31\s?%/],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "f-case-studies-504",
    topic: "case-studies",
    question: "you mention a white paper on the front desk automation — how do I get a copy?",
    facts: [/white paper/i],
    links: [PAGE.healthcare, PAGE.whitePaper],
    expect: "answer",
  },
  {
    id: "f-case-studies-505",
    topic: "case-studies",
    question: "in the healthcare project did urgent symptoms still go to actual nurses?",
    facts: [/nurse/i],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "f-case-studies-506",
    topic: "case-studies",
    question: "we sell furniture online and repeat orders are flat. got an ecommerce story?",
    facts: [/retail/i, SAID.retailFigure],
    links: [PAGE.retail, PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "f-case-studies-507",
    topic: "case-studies",
    question:
      "how much additional yearly revenue came from the assisted conversations at that retailer?",
    facts: [/\$?1\.8\s?M|1\.8 million/i],
    links: [PAGE.retail],
    expect: "answer",
  },
  {
    id: "f-case-studies-508",
    topic: "case-studies",
    question: "repeat purchase rate went up by how much for the home goods shop?",
    facts: [/23\s?%/],
    links: [PAGE.retail],
    expect: "answer",
  },
  {
    id: "f-case-studies-509",
    topic: "case-studies",
    question: "I run a trucking company, freight mostly. have you worked with anyone like us?",
    facts: [/logistics/i],
    links: [PAGE.logistics, PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "f-case-studies-510",
    topic: "case-studies",
    question: "kickoff to production for the freight firm took how long?",
    facts: [SAID.sixWeeks],
    links: [PAGE.logistics],
    expect: "answer",
  },
  {
    id: "f-case-studies-511",
    topic: "case-studies",
    question: "how much faster were shipment exceptions sorted out after your project?",
    facts: [SAID.speedUp],
    links: [PAGE.logistics],
    expect: "answer",
  },
  {
    id: "f-case-studies-512",
    topic: "case-studies",
    question: "did the proactive notifications cut the 'where is my shipment' calls?",
    facts: [/46\s?%/],
    links: [PAGE.logistics],
    expect: "answer",
  },
  {
    id: "f-case-studies-513",
    topic: "case-studies",
    question: "We lend to small businesses. Do you have experience in financial services at all?",
    facts: [/fintech|lender/i],
    links: [PAGE.fintech, PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "f-case-studies-514",
    topic: "case-studies",
    question: "in the lending example, does the AI approve loans by itself??",
    facts: [/underwriter/i],
    links: [PAGE.fintech],
    expect: "answer",
  },
  {
    id: "f-case-studies-515",
    topic: "case-studies",
    question: "how many more files could each underwriter get through per week?",
    facts: [/2\.4\s?x|2\.4 times/i],
    links: [PAGE.fintech],
    expect: "answer",
  },
  {
    id: "f-case-studies-516",
    topic: "case-studies",
    question: "for the fintech: decision time cut and drop in abandoned applications?",
    facts: [/62\s?%/, /35\s?%/],
    links: [PAGE.fintech],
    expect: "answer",
  },
  {
    id: "f-case-studies-517",
    topic: "case-studies",
    question:
      "I work in a college admissions office and our inboxes explode every september. anything in higher ed?",
    facts: [/university/i],
    links: [PAGE.university, PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "f-case-studies-518",
    topic: "case-studies",
    question: "median wait for a student's first reply, after the assistant went live?",
    facts: [SAID.underThirtySeconds],
    links: [PAGE.university],
    expect: "answer",
  },
  {
    id: "f-case-studies-519",
    topic: "case-studies",
    question: "what share of the university chats happened when the offices were closed?",
    facts: [/38\s?%/],
    links: [PAGE.university],
    expect: "answer",
  },
  {
    id: "f-case-studies-520",
    topic: "case-studies",
    question: "count me the success stories you publish and name the sectors they cover",
    facts: [/\bfive\b|\b5\b/i, /healthcare/i, /logistics/i],
    links: [PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "f-case-studies-521",
    topic: "case-studies",
    question: "logistics case: how long did it take, and what speed-up did they get?",
    facts: [SAID.sixWeeks, SAID.speedUp],
    links: [PAGE.logistics],
    expect: "answer",
  },
  {
    id: "f-case-studies-522",
    topic: "case-studies",
    question: "what about for retail?",
    facts: [/retail/i, SAID.retailFigure],
    links: [PAGE.retail],
    expect: "answer",
    history: [
      { role: "user", content: "have you done anything with hospitals?" },
      {
        role: "assistant",
        content:
          "Yes: a regional healthcare network with eleven clinics deployed our AI agents as a round-the-clock front desk, cutting booking time to under 2 minutes.",
      },
    ],
  },
  {
    id: "f-case-studies-523",
    topic: "case-studies",
    question: "and how long did that take them?",
    facts: [SAID.sixWeeks],
    links: [PAGE.logistics],
    expect: "answer",
    history: [
      { role: "user", content: "show me the logistics example" },
      {
        role: "assistant",
        content:
          "A mid-sized logistics company automated shipment exceptions and customer updates with our no-code platform, built by its own operations team.",
      },
    ],
  },
  {
    id: "f-case-studies-524",
    topic: "case-studies",
    question: "what were the results?",
    facts: [/62\s?%|2\.4\s?x|35\s?%/i],
    links: [PAGE.fintech],
    expect: "answer",
    history: [
      { role: "user", content: "any banking or lending clients?" },
      {
        role: "assistant",
        content:
          "A fintech lender serving small businesses combined document-reading AI agents with analytics for its underwriters.",
      },
    ],
  },
  {
    id: "f-case-studies-525",
    topic: "case-studies",
    question: "tell me more",
    facts: [/31\s?%|50\s?%|2\s*min/i],
    links: [PAGE.healthcare],
    expect: "answer",
    history: [
      { role: "user", content: "healthcare case study?" },
      {
        role: "assistant",
        content:
          "A regional healthcare network with eleven clinics uses our AI agents to book, reschedule and triage routine requests around the clock.",
      },
    ],
  },
  {
    id: "f-case-studies-526",
    topic: "case-studies",
    question: "same question for universities then",
    facts: [/university/i, /50\s?%|38\s?%|30\s*sec/i],
    links: [PAGE.university],
    expect: "answer",
    history: [
      { role: "user", content: "what did the retail client get out of it?" },
      {
        role: "assistant",
        content:
          "The national online retailer saw 40% more engagement, a 23% rise in repeat purchases and $1.8M in additional annual revenue.",
      },
    ],
  },
  {
    id: "f-case-studies-527",
    topic: "case-studies",
    question: "Habt ihr schon mit Hochschulen oder Universitäten zusammengearbeitet?",
    facts: [/university/i],
    links: [PAGE.university, PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "f-case-studies-528",
    topic: "case-studies",
    question: "any quote from the person running it on their side?",
    facts: [/consistent, correct answers|consistent/i],
    links: [PAGE.university],
    expect: "answer",
    history: [
      { role: "user", content: "tell me about the student services one" },
      {
        role: "assistant",
        content:
          "A public university with more than 20,000 students gave students a single always-available assistant that knows university policy.",
      },
    ],
  },
];
