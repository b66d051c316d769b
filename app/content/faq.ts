export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  title: string;
  questions: readonly FaqItem[];
}

/**
 * Frequently asked questions on /contact, in three categories (docs/product.md#5-contact).
 * Constant so each question's text is a type, which keys the chat's written questions
 * (faq-questions.ts) without shipping them with the page.
 */
export const faq = [
  {
    title: "About Our Approach",
    questions: [
      {
        question: "How do you decide which AI solution fits my business?",
        answer:
          "We start from your goals and your current processes, not from a product. In a free consultation we look at where time is lost or customers wait, estimate the value of fixing it, and recommend the smallest solution that delivers it.",
      },
      {
        question: "What does human-centered AI mean in practice?",
        answer:
          "Our agents handle routine work and hand anything sensitive or unusual to your team with full context. Customers always have a way to reach a person, and your staff stay in control of decisions that matter.",
      },
      {
        question: "How do you keep AI answers accurate?",
        answer:
          "Answers are grounded in your own documents and systems, every workflow is tested against real examples before launch, and we monitor quality weekly, tuning or escalating where confidence is low.",
      },
    ],
  },
  {
    title: "Solutions & Applications",
    questions: [
      {
        question: "What can the 24/7 AI Workforce handle?",
        answer:
          "Common requests across chat, email and voice: answering product and policy questions, tracking orders, booking and rescheduling appointments, resetting access and triaging requests, with actions taken through secure integrations.",
      },
      {
        question: "Do we need developers to use the No-Code Integration platform?",
        answer:
          "No. Operations, marketing and support teams build workflows visually with prebuilt connectors. Developers can extend it through APIs when you want to, but they are not required.",
      },
      {
        question: "How do Hyper-Personalized Experiences respect privacy?",
        answer:
          "Personalisation uses only data customers agreed to share, excludes sensitive attributes by default, keeps consent records for every profile and supports GDPR and CCPA requests.",
      },
      {
        question: "Which systems do you integrate with?",
        answer:
          "CRMs, help desks, e-commerce platforms, scheduling tools, data warehouses, spreadsheets and messaging channels. If a system has an API, we can usually connect to it.",
      },
    ],
  },
  {
    title: "Partnership & Process",
    questions: [
      {
        question: "How long does a typical project take?",
        answer:
          "Most clients launch a first use case within four to eight weeks of the consultation, then expand in stages as results come in.",
      },
      {
        question: "What does the free consultation include?",
        answer:
          "A working session with our team to understand your goals and processes, a shortlist of high-value use cases, and a proposed plan with expected results. There is no obligation.",
      },
      {
        question: "What support do you provide after launch?",
        answer:
          "Weekly optimisation during the first months, a named contact, monitoring and reporting against the goals we agreed, and support during business hours, Monday to Friday 9:00 AM to 6:00 PM Eastern Time.",
      },
    ],
  },
] as const satisfies readonly FaqCategory[];

/** The text of one FAQ item's question. */
export type FaqQuestion = (typeof faq)[number]["questions"][number]["question"];
