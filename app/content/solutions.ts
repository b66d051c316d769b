export type SolutionId = "ai-workforce" | "no-code" | "adaptive-cx";

export interface Solution {
  /** Section anchor on /solutions. */
  id: SolutionId;
  name: string;
  tagline: string;
  summary: string;
  description: string[];
  successMetric: { stat: string; label: string };
  features: { title: string; description: string }[];
  specs: { label: string; value: string; detail: string }[];
}

export const solutions: Solution[] = [
  {
    id: "ai-workforce",
    name: "24/7 AI Workforce",
    tagline: "AI agents that answer, resolve and follow up around the clock",
    summary:
      "Autonomous AI agents handle routine customer and internal requests at any hour, and hand the rest to your team with the full context.",
    description: [
      "Our AI agents take on the repetitive work that fills your queues: answering product and policy questions, tracking orders, booking appointments, resetting access and triaging requests. They work from your own knowledge base and systems, so answers stay accurate and on-brand.",
      "When a request needs a person, the agent hands it over with a summary, the customer's history and a suggested next step, so nobody has to ask the same question twice.",
    ],
    successMetric: { stat: "50%", label: "fewer support tickets reaching your team" },
    features: [
      {
        title: "Always-on coverage",
        description: "Every channel answered day and night, weekends and holidays included.",
      },
      {
        title: "Grounded in your knowledge",
        description: "Answers come from your documents, policies and systems, with sources kept.",
      },
      {
        title: "Seamless human handoff",
        description: "Escalations arrive with a summary, history and the suggested next step.",
      },
      {
        title: "Actions, not just answers",
        description: "Agents update orders, book meetings and open tickets through secure APIs.",
      },
    ],
    specs: [
      { label: "Accuracy", value: "99.9%", detail: "intent recognition on supported workflows" },
      { label: "Response time", value: "< 100 ms", detail: "to first token at the edge" },
      { label: "Availability", value: "24/7", detail: "across chat, email and voice" },
      { label: "Compliance", value: "GDPR & CCPA", detail: "data handling by design" },
    ],
  },
  {
    id: "no-code",
    name: "No-Code Integration",
    tagline: "Build and connect AI to your tools without writing code",
    summary:
      "A visual platform that lets your teams design, test and launch AI workflows in days, connected to the systems you already use.",
    description: [
      "Drag-and-drop building blocks turn a business process into an AI workflow: read an email, extract the details, check your CRM, draft a reply and route it for approval. Operations, marketing and support teams build what they need without waiting for an engineering sprint.",
      "Prebuilt connectors link the platform to your CRM, help desk, e-commerce, data warehouse and messaging tools, and every workflow is versioned, tested and monitored before it reaches customers.",
    ],
    successMetric: { stat: "3x", label: "faster from idea to launched workflow" },
    features: [
      {
        title: "Visual workflow builder",
        description: "Compose prompts, rules and actions on one canvas, with live previews.",
      },
      {
        title: "Prebuilt connectors",
        description: "CRM, help desk, e-commerce, spreadsheets and databases out of the box.",
      },
      {
        title: "Safe testing",
        description: "Run workflows against sample data and compare versions before publishing.",
      },
      {
        title: "Governance built in",
        description: "Roles, approvals and audit trails for every change and every run.",
      },
    ],
    specs: [
      { label: "Accuracy", value: "99.9%", detail: "field extraction on validated templates" },
      {
        label: "Response time",
        value: "< 100 ms",
        detail: "per workflow step, excluding your APIs",
      },
      { label: "Configuration", value: "100+", detail: "parameters tunable without code" },
      { label: "Compliance", value: "GDPR & CCPA", detail: "regional data residency options" },
    ],
  },
  {
    id: "adaptive-cx",
    name: "Hyper-Personalized Experiences",
    tagline: "Conversations that adapt to every customer in real time",
    summary:
      "Conversational experiences that adjust tone, content and offers to each customer, using the context you hold and the consent they give.",
    description: [
      "Our personalisation engine reads the signals you already have (purchase history, preferences, journey stage and the conversation itself) and adapts each reply, recommendation and next step to the person in front of it.",
      "Personalisation respects consent: customers control what is used, sensitive attributes are excluded by default, and every decision can be explained to your team.",
    ],
    successMetric: { stat: "40%", label: "more engagement with personalised journeys" },
    features: [
      {
        title: "Real-time context",
        description: "Each reply draws on the customer's history, preferences and current intent.",
      },
      {
        title: "Adaptive tone and content",
        description: "Language, detail and offers adjust to the customer and the moment.",
      },
      {
        title: "Consent-aware by design",
        description: "Only data customers agreed to share is used, and they can change their mind.",
      },
      {
        title: "Insight dashboards",
        description: "See which journeys convert, where customers stall and what to test next.",
      },
    ],
    specs: [
      { label: "Accuracy", value: "99.9%", detail: "profile matching across channels" },
      { label: "Response time", value: "< 100 ms", detail: "to choose the next best action" },
      { label: "Personalisation", value: "100+", detail: "parameters per customer profile" },
      { label: "Compliance", value: "GDPR & CCPA", detail: "consent records for every profile" },
    ],
  },
];
