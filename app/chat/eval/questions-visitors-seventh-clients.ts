/**
 * Seventh visitor set: client results and how a project runs (see
 * questions-visitors-seventh.ts).
 */
import { FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

const PROCESS_PAGES = [PAGE.home, PAGE.faq, PAGE.about];

export const SEVENTH_CLIENT_QUESTIONS: EvalQuestion[] = [
  // case-studies
  {
    id: "v-case-studies-701",
    topic: "case-studies",
    question: "got any proof this works? real clients?",
    facts: [/healthcare|retail|logistics|university|lender/i],
    links: [PAGE.caseStudies],
    expect: "answer",
  },
  {
    id: "v-case-studies-702",
    topic: "case-studies",
    question:
      "I manage a group of medical practices. Have you done this for clinics before, and what happened?",
    facts: [/no-shows|wait|9 minutes|nine minutes|2 min/i],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "v-case-studies-703",
    topic: "case-studies",
    question: "what did the online store client get out of it in money terms",
    facts: [/\$1\.8M|23\s?%/],
    links: [PAGE.retail],
    expect: "answer",
  },
  {
    id: "v-case-studies-704",
    topic: "case-studies",
    question: "trucking / freight company example? how fast did they go live",
    facts: [/6 weeks|six weeks/i],
    links: [PAGE.logistics],
    expect: "answer",
  },
  {
    id: "v-case-studies-705",
    topic: "case-studies",
    question:
      "We're a bank-like business and regulators need to understand every decision. Did you do anything in lending?",
    facts: [/62\s?%|audit|explainable|underwriter/i],
    links: [PAGE.fintech],
    expect: "answer",
  },
  {
    id: "v-case-studies-706",
    topic: "case-studies",
    question:
      "I work in university admin, our helpdesk drowns at start of semester. did you help a school?",
    facts: [/50\s?%|38\s?%|30 sec|term/i],
    links: [PAGE.university],
    expect: "answer",
  },
  {
    id: "v-case-studies-707",
    topic: "case-studies",
    question: "how many clinics did the health network have",
    facts: [/eleven|11/i],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "v-case-studies-708",
    topic: "case-studies",
    question: "can i read the detailed paper about the hospital front desk project",
    facts: [/white paper/i],
    links: [PAGE.whitePaper, PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "v-case-studies-709",
    topic: "case-studies",
    question: "and how many fewer calls did they get after that?",
    facts: [/46\s?%/],
    links: [PAGE.logistics],
    expect: "answer",
    history: [
      { role: "user", content: "tell me about the logistics case study" },
      {
        role: "assistant",
        content:
          "A mid-sized logistics company automated shipment exceptions with our no-code platform and sent proactive status updates to customers.",
      },
    ],
  },
  {
    id: "v-case-studies-710",
    topic: "case-studies",
    question: "whats the name of the retailer you worked with",
    facts: [/sector|not named|national online retailer|consent/i],
    links: [PAGE.caseStudies, PAGE.retail],
    expect: "answer",
  },
  // process
  {
    id: "v-process-701",
    topic: "process",
    question: "walk me thru how a project with you goes from start to end",
    facts: [/Consultation/i, /Integration/i],
    links: PROCESS_PAGES,
    expect: "answer",
  },
  {
    id: "v-process-702",
    topic: "process",
    question: "From a risk point of view: how long before we have something in production?",
    facts: [FACT.timeline],
    links: [PAGE.faq, PAGE.consultation],
    expect: "answer",
  },
  {
    id: "v-process-703",
    topic: "process",
    question: "how do you make sure the AI doesn't tell my customers wrong things after launch",
    facts: [/grounded|tested|monitor/i],
    links: [PAGE.faq],
    expect: "answer",
  },
  {
    id: "v-process-704",
    topic: "process",
    question: "after go live do you just leave us alone with it?",
    facts: [/named contact|weekly|monitoring/i],
    links: [PAGE.faq, PAGE.about],
    expect: "answer",
  },
  {
    id: "v-process-705",
    topic: "process",
    question: "do we start with everything or one thing first",
    facts: [/stages|one use case|start small|first use case/i],
    links: [...PROCESS_PAGES, PAGE.consultation],
    expect: "answer",
  },
  {
    id: "v-process-706",
    topic: "process",
    question: "what happens in the design phase",
    facts: [/use cases|guardrails/i],
    links: PROCESS_PAGES,
    expect: "answer",
  },
  {
    id: "v-process-707",
    topic: "process",
    question: "how often will you report results to us",
    facts: [/week/i],
    links: [...PROCESS_PAGES],
    expect: "answer",
  },
  {
    id: "v-process-708",
    topic: "process",
    question: "who connects it to our systems, us or you?",
    facts: [/connect/i],
    links: PROCESS_PAGES,
    expect: "answer",
  },
  {
    id: "v-process-709",
    topic: "process",
    question: "is there a person assigned to us once it's running",
    facts: [/named contact/i],
    links: [PAGE.faq],
    expect: "answer",
  },
];
