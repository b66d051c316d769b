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
          "How do you recommend the right solution for us?",
          "Will you just try to sell us the biggest package?",
          "Not sure which product fits us, how do you decide?",
          "how do u pick the right ai for my company",
          "Do you estimate the value before recommending anything?",
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
          "Will our customers be stuck talking to a bot?",
          "Who handles sensitive or unusual cases?",
          "Does the AI take the decisions that matter on its own?",
          "Is there always a human option?",
          "human in the loop?",
          "I don't want our customers trapped with a robot",
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
          "Does the AI hallucinate?",
          "What happens when the AI is not confident in an answer?",
          "How do you monitor answer quality after launch?",
          "Do you test workflows on real examples before they go live?",
          "Does the AI invent facts?",
          "How do you stop the AI giving wrong answers?",
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
          "Which customer requests can be automated?",
          "Can the bot reschedule appointments?",
          "Can it triage incoming requests for us?",
          "Can agents answer questions about our products and policies?",
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
          "Can our developers extend the platform through APIs?",
          "Is coding required?",
          "I'm not technical, can I still use it?",
          "do i need programers for the no code tool",
          "Is necessary to know programming?",
        ],
      },
      {
        question: "How do Hyper-Personalized Experiences respect privacy?",
        answer:
          "Personalisation uses only data customers agreed to share, excludes sensitive attributes by default, keeps consent records for every profile and supports GDPR and CCPA requests.",
        alsoAsked: [
          "Is personalisation GDPR compliant?",
          "What customer data does personalisation use?",
          "Do you keep consent records for each customer profile?",
          "Can you handle GDPR and CCPA requests for personalised profiles?",
          "is personalization privacy friendly",
          "Will personalisation only use what customers agreed to share?",
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
          "Can you connect to Salesforce or HubSpot?",
          "Can you plug into the tools we already use?",
          "What if our system has an API?",
          "integrations with our systems?",
          "Do you integrate with scheduling tools and messaging channels?",
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
          "How many weeks until the first use case is live?",
          "timeline?",
          "Is it weeks or months before we launch?",
          "How fast can we launch after the consultation?",
          "In how much time we can be live?",
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
          "Will you propose a plan with expected results?",
          "What do you deliver in the free session?",
          "Is the consultation just a sales pitch?",
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
          "Do you offer ongoing support?",
          "Do we get reports on results after launch?",
          "Is there support once the project is live?",
          "who do we call when something breaks after launch",
        ],
      },
    ],
  },
];
