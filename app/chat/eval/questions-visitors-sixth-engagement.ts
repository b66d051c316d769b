/**
 * Sixth visitor set: what working with the company costs and how a consultation is booked (see
 * questions-visitors-sixth.ts).
 */
import { FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

const PRICE_PAGES = [PAGE.consultation, PAGE.faq, PAGE.contact];

const SAID = {
  comingSoon: /coming soon/i,
  freeTier: /Free Tier/i,
  noObligation: /no obligation/i,
  firstSlot: /0?9:00\s?AM/i,
  lastSlot: /0?4:00\s?PM/i,
} as const;

export const SIXTH_ENGAGEMENT_QUESTIONS: EvalQuestion[] = [
  // pricing
  {
    id: "s-pricing-601",
    topic: "pricing",
    question: "price list?",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "s-pricing-602",
    topic: "pricing",
    question:
      "We're a nonprofit with about 20 staff. Before I waste anyone's time on a call I need to know if this is more like $500 a month or $50k a year. Can you give me any idea of cost?",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "s-pricing-603",
    topic: "pricing",
    question: "ok but roughly, for a team of 5?",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "how much does it cost?" },
      {
        role: "assistant",
        content:
          "We don't publish a price list; the price is part of the plan we propose in a free consultation.",
      },
    ],
  },
  {
    id: "s-pricing-604",
    topic: "pricing",
    question: "is the first meeting free or do you bill for it",
    facts: [FACT.free],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "s-pricing-605",
    topic: "pricing",
    question: "account plans: is there a paid one yet?",
    facts: [SAID.comingSoon],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "s-pricing-606",
    topic: "pricing",
    question: "what does the free tier give me",
    facts: [SAID.freeTier, /1,?000/],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "s-pricing-607",
    topic: "pricing",
    question: "and once I need more API calls than that, can I upgrade?",
    facts: [SAID.comingSoon],
    links: [PAGE.profile],
    expect: "answer",
    history: [
      { role: "user", content: "what plan is my account on?" },
      {
        role: "assistant",
        content: "Accounts are on the Free Tier, with 1000 API calls; paid plans are coming soon.",
      },
    ],
  },
  {
    id: "s-pricing-608",
    topic: "pricing",
    question: "do I have to pay anything to make an account?",
    facts: [FACT.free],
    links: [PAGE.signIn, PAGE.profile],
    expect: "answer",
  },
  {
    id: "s-pricing-609",
    topic: "pricing",
    question: "what's the cheapest way to get started with you?",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "s-pricing-610",
    topic: "pricing",
    question: "could i get a quote for a chatbot for my restaurant",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "s-pricing-611",
    topic: "pricing",
    question: "how much cost your service? please tell me the price for small company",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "s-pricing-612",
    topic: "pricing",
    question:
      "we'd sign a real contract for a paid build, right? not just click-accept your site terms",
    facts: [/separate written agreement|separate agreement/i],
    links: ["/terms#scope-and-acceptance"],
    expect: "answer",
  },

  // consultation
  {
    id: "s-consultation-601",
    topic: "consultation",
    question: "i'd like to set up an intro meeting with your team, where do i do that",
    facts: [FACT.consultation],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-consultation-602",
    topic: "consultation",
    question: "what times of day can I choose in the booking form?",
    facts: [SAID.firstSlot, SAID.lastSlot],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-consultation-603",
    topic: "consultation",
    question: "what if none of the days suit me?",
    facts: [/Scheduling preferences|propose/i],
    links: [PAGE.consultation],
    expect: "answer",
    history: [
      { role: "user", content: "how do I book a consultation?" },
      {
        role: "assistant",
        content:
          "Use the three-step form on our consultation page: Details, AI Discovery and Schedule.",
      },
    ],
  },
  {
    id: "s-consultation-604",
    topic: "consultation",
    question: "how far in advance can I book a consultation",
    facts: [/14 weekdays|next 14/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-consultation-605",
    topic: "consultation",
    question: "can I have the consultation on a saturday?",
    facts: [/weekdays|weekends/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-consultation-606",
    topic: "consultation",
    question: "the consultation form won't go to the next step, I browse with NoScript",
    facts: [/JavaScript/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-consultation-607",
    topic: "consultation",
    question:
      "I filled in the consultation form yesterday and picked three days. I got an email but it doesn't say which day it's actually going to be. Is my meeting fixed or not?",
    facts: [/confirm/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-consultation-608",
    topic: "consultation",
    question: "which industries can I pick in the consultation form? is education one?",
    facts: [/Education/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-consultation-609",
    topic: "consultation",
    question: "is it binding? do I have to buy something afterwards?",
    facts: [SAID.noObligation],
    links: [PAGE.consultation, PAGE.faq],
    expect: "answer",
    history: [
      { role: "user", content: "what does the free consultation include?" },
      {
        role: "assistant",
        content:
          "A working session to understand your goals, a shortlist of high-value use cases and a proposed plan with expected results.",
      },
    ],
  },
  {
    id: "s-consultation-610",
    topic: "consultation",
    question: "which timezone are the meeting slots in",
    facts: [FACT.eastern],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-consultation-611",
    topic: "consultation",
    question: "whats actually covered in the free consultation",
    facts: [/use cases|plan|goals/i],
    links: [PAGE.consultation, PAGE.faq],
    expect: "answer",
  },
  {
    id: "s-consultation-612",
    topic: "consultation",
    question: "in the booking wizard, what do I absolutely have to fill in on the first step?",
    facts: [/Name/i, /Email/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "s-consultation-613",
    topic: "consultation",
    question: "what happens after I hit schedule consultation",
    facts: [/confirmation|confirm/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
];
