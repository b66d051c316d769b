/**
 * Questions visitors ask that each part of a solution's copy answers, for the chat's search.
 * Kept out of solutions.ts so the pages that render the solutions do not ship them. A
 * question sits on the part that states its answer: the summary, the description, the
 * features or the specifications.
 */
import type { SolutionId } from "./solutions.ts";

export interface SolutionQuestions {
  /** Answered by the summary and the typical result. */
  overview: readonly string[];
  /** Answered by the longer description. */
  details: readonly string[];
  features: readonly string[];
  /** Answered by the solution's own specifications, not by the figures all three share. */
  specs: readonly string[];
}

export const solutionQuestions: Record<SolutionId, SolutionQuestions> = {
  "ai-workforce": {
    overview: [
      "Which solution answers customers faster, at any hour?",
      "What happens when an agent can't solve a customer's problem?",
      "Can AI take repetitive support requests off our team?",
      "What is the 24/7 AI Workforce?",
      "How much can the AI workforce cut the tickets reaching our team?",
      "Our support team is drowning in tickets",
      "Can the agents handle internal requests from employees too?",
      "We need someone answering customers in the middle of the night",
      "autonomous ai agents?",
      "The bot can answer to my clients in the night?",
      "Our staff answer the same questions all day long",
    ],
    details: [
      "How does the AI workforce work?",
      "What repetitive work can the agents take over from us?",
      "Will customers have to repeat themselves when they are passed to a human?",
      "What does my team get when an agent hands a request over?",
      "Will the agents' answers stay on-brand?",
      "Can the agents work from our own knowledge base and systems?",
      "Can the agents reset access for our users?",
      "Can the agents schedule appointments for our customers?",
      "explain the ai workforce in more detail",
    ],
    features: [
      "What features does the AI workforce have?",
      "Does it work on holidays and weekends?",
      "Will the AI still answer over Christmas?",
      "Does it answer on public holidays?",
      "Can we see where an answer came from?",
      "Can the agents actually do things, like update an order or open a ticket?",
      "Do the agents keep the sources of their answers?",
      "Does the bot take actions through APIs or only chat?",
      "Can the agents open tickets in our help desk?",
      "key featurs of the 24/7 workforce",
    ],
    specs: [
      "What are the specs of the AI workforce?",
      "Which channels does the AI workforce cover?",
      "Can the agents answer by voice, or only chat and email?",
      "Is the AI workforce really available 24/7?",
      "technical specifications of the ai agents",
      "How accurate is the intent recognition of your agents?",
      "How fast do the agents start answering?",
      "Is the AI workforce GDPR and CCPA compliant?",
    ],
  },
  "no-code": {
    overview: [
      "Which solution suits a team with no developers?",
      "Can we test a workflow before it goes live?",
      "Can our operations team build workflows themselves?",
      "What is No-Code Integration?",
      "How much faster can we launch workflows with your platform?",
      "Can we build AI workflows in days rather than months?",
      "We don't want to write code, do you have something for us?",
      "nocode platform?",
      "We're tired of waiting on engineering for every automation",
    ],
    details: [
      "How does the no-code platform work?",
      "Is it drag and drop?",
      "Give me an example of a workflow I could build",
      "Can a workflow read incoming emails and draft the replies?",
      "Are workflows versioned and monitored?",
      "Do we have to wait for an engineering sprint to automate a process?",
      "can marketing build there own automations",
      "Can a workflow send a draft to someone for approval first?",
      "Does it connect to our data warehouse?",
    ],
    features: [
      "What features does the no-code platform have?",
      "Can I preview a workflow while I build it?",
      "Is there an audit trail of changes and runs?",
      "Can we set roles and approvals?",
      "Can I run a workflow on sample data before publishing?",
      "Can I compare two versions of a workflow?",
      "Does the no-code tool connect to spreadsheets and databases?",
      "What governance does the platform have?",
      "featurs of the no code builder",
    ],
    specs: [
      "What are the specs of the no-code platform?",
      "How many settings can we tune without writing code?",
      "How configurable is the no-code platform?",
      "Can the no-code platform keep our data in our region?",
      "How fast is each workflow step?",
      "How accurate is the field extraction?",
      "technical specs for No-Code Integration",
    ],
  },
  "adaptive-cx": {
    overview: [
      "How does personalisation for customers work?",
      "Can you personalise marketing for each customer?",
      "What are Hyper-Personalized Experiences?",
      "How much does personalisation lift engagement?",
      "Can the conversation adapt to each customer?",
      "Can offers be tailored to every shopper?",
      "We send the same message to every customer, can you help?",
      "hyper personalised what is it",
      "Our emails are generic and nobody engages",
    ],
    details: [
      "How does the personalisation engine work?",
      "Does it use purchase history and preferences?",
      "Can it recommend products based on someone's past purchases?",
      "Can you explain why a customer got a particular recommendation?",
      "Does it take the customer's stage in the journey into account?",
      "Can customers control what is used to personalise?",
      "Are sensitive attributes excluded by default?",
      "how does hyper personalization decide what to say",
    ],
    features: [
      "What features does Hyper-Personalized Experiences have?",
      "Is there a dashboard that shows which journeys convert?",
      "Can the tone and language change per customer?",
      "Can customers change their mind about sharing their data?",
      "Does it use the customer's current intent?",
      "Can your tool show where customers drop off?",
      "Which features come with the personalisation product?",
      "insight dashbords for personalization?",
    ],
    specs: [
      "What are the specs of Hyper-Personalized Experiences?",
      "How many parameters does each customer profile have?",
      "How detailed are the customer profiles?",
      "How fast does it choose the next best action?",
      "How accurate is profile matching across channels?",
      "personalization specifications",
    ],
  },
};

/**
 * Questions about a figure all three solutions quote, keyed by the spec's label. Questions
 * about one solution's figure sit on that solution's specs instead.
 */
export const sharedSpecQuestions: Record<string, readonly string[]> = {
  Accuracy: [
    "accuracy?",
    "How accurate are your solutions?",
    "What is your error rate?",
    "What does the 99.9% figure actually measure?",
    "how acurate is the AI, in percent",
    "How precise are your AI products?",
  ],
  "Response time": [
    "How fast is it?",
    "latency?",
    "How quickly does the AI respond?",
    "Is there any lag before an answer comes?",
    "How many milliseconds does it take to respond?",
    "Does your response time include our own APIs?",
  ],
  Compliance: [
    "compliance?",
    "Do you comply with CCPA?",
    "Are your solutions GDPR compliant?",
    "Which privacy regulations do your solutions meet?",
    "Do you offer data residency options?",
    "Is your AI GDPR-ready for our European customers?",
    "Are your products compliant with data protection law?",
  ],
};
