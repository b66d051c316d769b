/** The guided questionnaire on /get-started: three questions that route to a next step. */

export const businessSizes = [
  { id: "startup", label: "Startup", detail: "1-10 employees" },
  { id: "sme", label: "Small or medium business", detail: "11-500 employees" },
  { id: "enterprise", label: "Enterprise", detail: "500+ employees" },
] as const;

export const aiNeeds = [
  {
    id: "automation",
    title: "Automate routine work",
    description: "AI agents that answer, resolve and follow up around the clock.",
  },
  {
    id: "nocode",
    title: "Build AI without code",
    description: "Design and connect AI workflows with your own teams.",
  },
  {
    id: "personalization",
    title: "Personalise customer experiences",
    description: "Conversations that adapt to every customer.",
  },
  {
    id: "analytics",
    title: "Understand my data",
    description: "Insights and dashboards that show what to improve next.",
  },
] as const;

export const timelines = [
  { id: "immediate", label: "As soon as possible" },
  { id: "1-3-months", label: "In the next 1-3 months" },
  { id: "researching", label: "Just researching for now" },
] as const;

export type BusinessSize = (typeof businessSizes)[number]["id"];
export type AiNeed = (typeof aiNeeds)[number]["id"];
export type Timeline = (typeof timelines)[number]["id"];

/** Where each timeline leads: ready now to a consultation, soon to solutions, otherwise to stories. */
export function nextStepFor(timeline: string): string {
  if (timeline === "immediate") return "/consultation";
  if (timeline === "1-3-months") return "/solutions";
  return "/case-studies";
}

/** Delay before the visitor is taken to their next step. */
export const GET_STARTED_REDIRECT_MS = 2_000;
