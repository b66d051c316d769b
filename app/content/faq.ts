export interface FaqItem {
  question: string;
  answer: string;
  /** Other ways visitors ask it, for the chat assistant's search; not shown on the page. */
  alsoAsked?: string[];
}

export interface FaqCategory {
  title: string;
  questions: FaqItem[];
}

/** Frequently asked questions on /contact, in three categories (docs/product.md#5-contact). */
export const faq: FaqCategory[] = [
  {
    title: "About Our Approach",
    questions: [
      {
        question: "How do you decide which AI solution fits my business?",
        answer:
          "We start from your goals and your current processes, not from a product. In a free consultation we look at where time is lost or customers wait, estimate the value of fixing it, and recommend the smallest solution that delivers it.",
        alsoAsked: [
          "Which solution is right for us?",
          "How do you choose what to build first?",
          "Which of your products should I pick?",
        ],
      },
      {
        question: "What does human-centered AI mean in practice?",
        answer:
          "Our agents handle routine work and hand anything sensitive or unusual to your team with full context. Customers always have a way to reach a person, and your staff stay in control of decisions that matter.",
        alsoAsked: [
          "What happens when the AI can't help a customer?",
          "Can customers still reach a person?",
          "Do people stay in control of decisions?",
        ],
      },
      {
        question: "How do you keep AI answers accurate?",
        answer:
          "Answers are grounded in your own documents and systems, every workflow is tested against real examples before launch, and we monitor quality weekly, tuning or escalating where confidence is low.",
        alsoAsked: [
          "How do you make sure the AI gives correct answers?",
          "Where do the agents get their answers from?",
          "Will the AI make things up?",
          "How do you test quality?",
        ],
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
        alsoAsked: [
          "Which requests can the AI agents deal with?",
          "Can your agents handle password resets or login problems for our customers?",
          "Can the agents track orders or book appointments?",
        ],
      },
      {
        question: "Do we need developers to use the No-Code Integration platform?",
        answer:
          "No. Operations, marketing and support teams build workflows visually with prebuilt connectors. Developers can extend it through APIs when you want to, but they are not required.",
        alsoAsked: [
          "Do we need devs or coding skills?",
          "Can non-technical teams build workflows?",
          "Which solution suits a small team without developers?",
        ],
      },
      {
        question: "How do Hyper-Personalized Experiences respect privacy?",
        answer:
          "Personalisation uses only data customers agreed to share, excludes sensitive attributes by default, keeps consent records for every profile and supports GDPR and CCPA requests.",
        alsoAsked: [
          "Is personalisation GDPR compliant?",
          "What customer data does personalisation use?",
        ],
      },
      {
        question: "Which systems do you integrate with?",
        answer:
          "CRMs, help desks, e-commerce platforms, scheduling tools, data warehouses, spreadsheets and messaging channels. If a system has an API, we can usually connect to it.",
        alsoAsked: [
          "Do you connect to our CRM or help desk?",
          "Can you integrate with our ERP or older systems?",
          "Which tools do you support?",
        ],
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
        alsoAsked: [
          "How long until we are live?",
          "How long does implementation take?",
          "When can we launch?",
          "How long does it take?",
        ],
      },
      {
        question: "What does the free consultation include?",
        answer:
          "A working session with our team to understand your goals and processes, a shortlist of high-value use cases, and a proposed plan with expected results. There is no obligation.",
        alsoAsked: [
          "What do I get out of the consultation?",
          "Is the consultation free?",
          "How long is the consultation meeting?",
          "Is there any obligation?",
        ],
      },
      {
        question: "What support do you provide after launch?",
        answer:
          "Weekly optimisation during the first months, a named contact, monitoring and reporting against the goals we agreed, and support during business hours, Monday to Friday 9:00 AM to 6:00 PM Eastern Time.",
        alsoAsked: [
          "Do you keep improving things after go-live?",
          "What happens after launch?",
          "Do we get a contact person?",
        ],
      },
    ],
  },
];
