import type { ConsultationInput } from "./consultation-schema.ts";

type ConsultationField = keyof ConsultationInput;

/**
 * The consultation wizard's steps and the fields each one shows, labelled as on the page (the
 * days of the last step are picked on a calendar, each with its time slots).
 */
export const consultationSteps = [
  {
    title: "Details",
    fields: {
      name: "Name",
      email: "Email",
      company: "Company",
      industry: "Industry",
      aiNeeds: "What do you need?",
      message: "Anything else we should know?",
    },
  },
  {
    title: "AI Discovery",
    fields: {
      aiAdoptionChallenge: "What is your biggest challenge with AI adoption?",
      aiUsageType: "Where would you like to focus AI first?",
      aiExperience: "How much experience does your team have with AI?",
    },
  },
  {
    title: "Schedule",
    fields: {
      selectedDates: "Choose the days that suit you",
      schedulingPreferences: "Scheduling preferences",
    },
  },
] as const satisfies readonly {
  title: string;
  fields: Partial<Record<ConsultationField, string>>;
}[];
