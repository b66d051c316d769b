/**
 * Sixth visitor set: Hyper-Personalized Experiences and how a project runs (see
 * questions-visitors-sixth.ts).
 */
import { FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

const PERSONAL_PAGES = [PAGE.personalization, PAGE.faq];
const PROCESS_PAGES = [PAGE.home, PAGE.faq, PAGE.about];

const SAID = {
  signals: /purchase history|preferences|browsing/i,
  sensitive: /sensitive attributes/i,
  changeMind: /change their mind|withdraw|consent/i,
  stages: /stages|expand/i,
  namedContact: /named contact/i,
  weekly: /weekly|every week/i,
  grounded: /grounded|tested|monitor/i,
} as const;

export const SIXTH_DELIVERY_QUESTIONS: EvalQuestion[] = [
  // personalization
  {
    id: "s-personalization-601",
    topic: "personalization",
    question: "how does the personalisation know what a particular customer likes?",
    facts: [SAID.signals],
    links: PERSONAL_PAGES,
    expect: "answer",
  },
  {
    id: "s-personalization-602",
    topic: "personalization",
    question: "engagement uplift from personalised journeys, what's the figure?",
    facts: [/40\s?%/],
    links: [...PERSONAL_PAGES, PAGE.home, PAGE.retail],
    expect: "answer",
  },
  {
    id: "s-personalization-603",
    topic: "personalization",
    question: "will it use touchy stuff like health or religion to target people?",
    facts: [SAID.sensitive],
    links: PERSONAL_PAGES,
    expect: "answer",
  },
  {
    id: "s-personalization-604",
    topic: "personalization",
    question: "and if a customer later withdraws their consent?",
    facts: [SAID.changeMind],
    links: PERSONAL_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "tell me about hyper-personalized experiences" },
      {
        role: "assistant",
        content:
          "Conversational experiences that adjust tone, content and offers to each customer, using the context you hold and the consent they give.",
      },
    ],
  },
  {
    id: "s-personalization-605",
    topic: "personalization",
    question: "how many parameters does one customer profile have?",
    facts: [FACT.configuration],
    links: PERSONAL_PAGES,
    expect: "answer",
  },
  {
    id: "s-personalization-606",
    topic: "personalization",
    question:
      "I'm head of CRM at a fashion e-tailer. Our campaigns are identical for everyone and open rates keep dropping. Management wants 'personalisation' but I'm not sure what that means in your world. What would you actually do?",
    facts: [FACT.personalization],
    links: [...PERSONAL_PAGES, PAGE.retail],
    expect: "answer",
  },
  {
    id: "s-personalization-607",
    topic: "personalization",
    question: "is there a dashboard showing which journeys convert?",
    facts: [/dashboards?/i],
    links: PERSONAL_PAGES,
    expect: "answer",
  },
  {
    id: "s-personalization-608",
    topic: "personalization",
    question: "ok but what if we're in Europe, is it GDPR proof?",
    facts: [FACT.gdpr],
    links: [...PERSONAL_PAGES, PAGE.privacy],
    expect: "answer",
    history: [
      { role: "user", content: "how do hyper-personalized experiences respect privacy?" },
      {
        role: "assistant",
        content:
          "Personalisation uses only data customers agreed to share and excludes sensitive attributes by default.",
      },
    ],
  },
  {
    id: "s-personalization-609",
    topic: "personalization",
    question: "personalization thing - does it change the tone of voice per customer?",
    facts: [/tone/i],
    links: PERSONAL_PAGES,
    expect: "answer",
  },
  {
    id: "s-personalization-610",
    topic: "personalization",
    question: "how quick does the personalisation engine pick the next best action",
    facts: [FACT.responseTime],
    links: PERSONAL_PAGES,
    expect: "answer",
  },
  {
    id: "s-personalization-611",
    topic: "personalization",
    question: "profile matching accuracy across channels?",
    facts: [FACT.accuracy],
    links: PERSONAL_PAGES,
    expect: "answer",
  },
  {
    id: "s-personalization-612",
    topic: "personalization",
    question: "can the personalised conversations run over SMS and email as well, not only chat?",
    facts: [/SMS/i],
    links: [...PERSONAL_PAGES, PAGE.retail],
    expect: "answer",
  },

  // process
  {
    id: "s-process-601",
    topic: "process",
    question: "what are the steps once we decide to work with you?",
    facts: [/Consultation/i, /Solution Design/i, /Integration/i, /Optimi[sz]ation/i],
    links: PROCESS_PAGES,
    expect: "answer",
  },
  {
    id: "s-process-602",
    topic: "process",
    question: "how long until we're live, roughly?",
    facts: [FACT.timeline],
    links: [PAGE.faq, PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-process-603",
    topic: "process",
    question: "and what if we want several use cases, not just one?",
    facts: [SAID.stages],
    links: PROCESS_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "how long does a typical project take?" },
      {
        role: "assistant",
        content:
          "Most clients launch a first use case within four to eight weeks of the consultation.",
      },
    ],
  },
  {
    id: "s-process-604",
    topic: "process",
    question: "what support do we get after go-live",
    facts: [SAID.weekly, SAID.namedContact],
    links: [PAGE.faq],
    expect: "answer",
  },
  {
    id: "s-process-605",
    topic: "process",
    question:
      "We're a 40-person insurance agency and honestly we don't have anyone technical. I'm worried we'd be left alone with a system nobody understands. How does support work once it's running?",
    facts: [SAID.namedContact],
    links: [PAGE.faq],
    expect: "answer",
  },
  {
    id: "s-process-606",
    topic: "process",
    question: "how do you guys measure whether it worked?",
    facts: [/measur/i],
    links: PROCESS_PAGES,
    expect: "answer",
  },
  {
    id: "s-process-607",
    topic: "process",
    question: "do you roll out everything at once or in phases",
    facts: [SAID.stages],
    links: PROCESS_PAGES,
    expect: "answer",
  },
  {
    id: "s-process-608",
    topic: "process",
    question: "how do you stop the bots from giving wrong answers to our customers?",
    facts: [SAID.grounded],
    links: [PAGE.faq],
    expect: "answer",
  },
  {
    id: "s-process-609",
    topic: "process",
    question: "and after that?",
    facts: [/Integration|connect/i],
    links: PROCESS_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "what happens in the solution design phase?" },
      {
        role: "assistant",
        content:
          "We map the highest-value use cases and design agents, workflows and guardrails around them.",
      },
    ],
  },
  {
    id: "s-process-610",
    topic: "process",
    question: "how do u choose which solution fits my biz",
    facts: [FACT.consultation],
    links: [PAGE.faq, PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-process-611",
    topic: "process",
    question: "once we're live, can we reach your people any time or only in business hours?",
    facts: [FACT.days],
    links: [PAGE.faq, PAGE.contact],
    expect: "answer",
  },
  {
    id: "s-process-612",
    topic: "process",
    question: "who on your side will be our point of contact after launch?",
    facts: [SAID.namedContact],
    links: [PAGE.faq],
    expect: "answer",
  },
];
