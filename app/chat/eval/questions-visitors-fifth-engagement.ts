/**
 * Fifth visitor set: what working with the company costs and how a free consultation is booked
 * (see questions-visitors-fifth.ts).
 */
import { FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

/** Where visitors learn what a project costs: the free consultation and its FAQ answer. */
const PRICE_PAGES = [PAGE.consultation, PAGE.faq, PAGE.contact];

const SAID = {
  freeTier: /Free Tier/i,
  comingSoon: /coming soon/i,
  firstSlot: /0?9:00\s?AM/i,
  lastSlot: /0?4:00\s?PM/i,
  bookableDays: /14 weekdays|next 14/i,
} as const;

export const FIFTH_ENGAGEMENT_QUESTIONS: EvalQuestion[] = [
  // pricing
  {
    id: "f-pricing-501",
    topic: "pricing",
    question: "ballpark, what does something like this set a company back?",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "f-pricing-502",
    topic: "pricing",
    question: "is there a rate card or pricing table somewhere on your site? couldn't find one",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "f-pricing-503",
    topic: "pricing",
    question: "what do I get on the plan I'm on now, the free one?",
    facts: [SAID.freeTier, /1,?000/],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "f-pricing-504",
    topic: "pricing",
    question: "when can I pay for a bigger plan? the upgrade button is greyed out",
    facts: [SAID.comingSoon],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "f-pricing-505",
    topic: "pricing",
    question: "If we hire you for a paid project, do the website terms apply or a proper contract?",
    facts: [/separate written agreement|separate agreement/i],
    links: ["/terms#scope-and-acceptance"],
    expect: "answer",
  },
  {
    id: "f-pricing-506",
    topic: "pricing",
    question:
      "we're a tiny bakery chain with basically no budget, tbh. would it even be affordable for us?",
    facts: [FACT.free, FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "f-pricing-507",
    topic: "pricing",
    question: "Combien coûtent vos services, à peu près ?",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "f-pricing-508",
    topic: "pricing",
    question: "what's the cost, and is the first conversation with you free of charge?",
    facts: [FACT.free, FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
  },
  {
    id: "f-pricing-509",
    topic: "pricing",
    question: "ok and the price?",
    facts: [FACT.consultation],
    links: PRICE_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "tell me about the 24/7 agents" },
      {
        role: "assistant",
        content:
          "Our 24/7 AI Workforce answers, resolves and follows up around the clock across chat, email and voice.",
      },
    ],
  },
  {
    id: "f-pricing-510",
    topic: "pricing",
    question: "which plan is that, and does it cost me anything?",
    facts: [SAID.freeTier],
    links: [PAGE.profile],
    expect: "answer",
    history: [
      { role: "user", content: "what's on my profile page" },
      {
        role: "assistant",
        content:
          "Your profile shows your name, email, join date, your account settings and an AI Services panel with your current plan.",
      },
    ],
  },
  {
    id: "f-pricing-511",
    topic: "pricing",
    question: "how many API calls does my account include right now?",
    facts: [/1,?000/],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "f-pricing-512",
    topic: "pricing",
    question: "do I have to commit to buying anything if I do the intro session?",
    facts: [/no obligation/i],
    links: [PAGE.faq, PAGE.consultation],
    expect: "answer",
  },

  // consultation
  {
    id: "f-consultation-501",
    topic: "consultation",
    question: "how do i set up a call w/ your team",
    facts: [FACT.consultation],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-502",
    topic: "consultation",
    question: "what would we actually get out of the free session? an hour of sales pitch?",
    facts: [/use cases/i, /plan/i],
    links: [PAGE.faq, PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-503",
    topic: "consultation",
    question: "which time slots can i choose from when booking?",
    facts: [SAID.firstSlot, SAID.lastSlot],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-504",
    topic: "consultation",
    question: "how far into the future does the booking calendar go?",
    facts: [SAID.bookableDays],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-505",
    topic: "consultation",
    question: "can I get a slot on a saturday? weekdays are packed for me",
    facts: [/weekdays?|weekends/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-506",
    topic: "consultation",
    question: "joining from London here: the slots in the calendar, which clock are they on?",
    facts: [FACT.eastern],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-507",
    topic: "consultation",
    question: "what do I have to fill in to request one of those consultations?",
    facts: [/name/i, /email/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-508",
    topic: "consultation",
    question: "my calendar is a mess. must I pick exact dates when I request the meeting?",
    facts: [/not required|optional|propose/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-509",
    topic: "consultation",
    question: "after I send the booking form, how will I know it's confirmed?",
    facts: [/confirm/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-510",
    topic: "consultation",
    question: "Ist das Erstgespräch bei euch kostenlos?",
    facts: [FACT.free],
    links: [PAGE.consultation, PAGE.faq],
    expect: "answer",
  },
  {
    id: "f-consultation-511",
    topic: "consultation",
    question: "is the consult free, and which days am I able to pick from?",
    facts: [FACT.free, /weekdays?/i],
    links: [PAGE.consultation, PAGE.faq],
    expect: "answer",
  },
  {
    id: "f-consultation-512",
    topic: "consultation",
    question: "what will the form ask me about?",
    facts: [/challenge/i, /experience/i],
    links: [PAGE.consultation],
    expect: "answer",
    history: [
      { role: "user", content: "how do I get started with you" },
      {
        role: "assistant",
        content:
          "The first step is a free consultation: you can book it in three steps on our consultation page.",
      },
    ],
  },
  {
    id: "f-consultation-513",
    topic: "consultation",
    question: "brilliant, which slots of the day are bookable?",
    facts: [SAID.firstSlot],
    links: [PAGE.consultation],
    expect: "answer",
    history: [
      { role: "user", content: "is the consultation free?" },
      {
        role: "assistant",
        content: "Yes, the consultation is free and there is no obligation.",
      },
    ],
  },
  {
    id: "f-consultation-514",
    topic: "consultation",
    question: "we make machine parts. is manufacturing one of the industries in the booking form?",
    facts: [/Manufacturing/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-515",
    topic: "consultation",
    question: "no strings attached? I just want advice, not a contract",
    facts: [/no obligation/i],
    links: [PAGE.faq, PAGE.consultation],
    expect: "answer",
  },
  {
    id: "f-consultation-516",
    topic: "consultation",
    question: "and the earliest and latest times in the day?",
    facts: [SAID.firstSlot, SAID.lastSlot],
    links: [PAGE.consultation],
    expect: "answer",
    history: [
      { role: "user", content: "can i book a consultation for next week" },
      {
        role: "assistant",
        content:
          "Yes: the booking calendar offers the next 14 weekdays, and you can choose preferred times for each day you pick.",
      },
    ],
  },
  {
    id: "f-consultation-517",
    topic: "consultation",
    question: "¿Cómo reservo una consulta gratuita con ustedes?",
    facts: [FACT.consultation],
    links: [PAGE.consultation],
    expect: "answer",
  },
];
