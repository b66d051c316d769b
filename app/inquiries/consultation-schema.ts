import { emailField, z } from "#app/lib/form-schema.ts";
import {
  adoptionChallenges,
  aiNeedsOptions,
  experienceLevels,
  industries,
  timeSlots,
  usageTypes,
} from "./consultation-options.ts";
import { bookableDates } from "./booking-dates.ts";

export const CONSULTATION_FAILED_MESSAGE =
  "Failed to schedule your consultation. Please try again later.";

const text = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters.`);
const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/** Everything the wizard sends, checked again on the server against today's bookable dates. */
export function consultationSchema(today: string) {
  const allowedDates = new Set(bookableDates(today));
  return z
    .object({
      name: text(100).min(1, "Please enter your name."),
      email: emailField,
      company: text(150).default(""),
      industry: z
        .union([choice(industries, "Please choose an industry from the list."), z.literal("")])
        .default(""),
      aiNeeds: choice(aiNeedsOptions, "Please choose what you need."),
      message: text(2000).default(""),
      aiAdoptionChallenge: choice(adoptionChallenges, "Please choose your biggest challenge."),
      aiUsageType: choice(usageTypes, "Please choose where you want to use AI."),
      aiExperience: choice(experienceLevels, "Please choose your experience with AI."),
      selectedDates: z
        .array(
          z.object({
            date: z
              .string()
              .refine(
                (date) => allowedDates.has(date),
                "Please choose dates among the next 14 weekdays.",
              ),
            times: z
              .array(choice(timeSlots, "Please choose times from the available slots."))
              .max(timeSlots.length),
          }),
        )
        .max(allowedDates.size)
        .default([]),
      lastSelectedDate: z.string().nullable().default(null),
      schedulingPreferences: text(1000).default(""),
    })
    .superRefine((value, context) => {
      const dates = value.selectedDates.map((entry) => entry.date);
      if (new Set(dates).size !== dates.length) {
        context.addIssue({
          code: "custom",
          path: ["selectedDates"],
          message: "Each date can be chosen once.",
        });
      }
      if (value.lastSelectedDate !== null && !dates.includes(value.lastSelectedDate)) {
        context.addIssue({
          code: "custom",
          path: ["lastSelectedDate"],
          message: "Please choose dates among the next 14 weekdays.",
        });
      }
    });
}

export type ConsultationInput = z.infer<ReturnType<typeof consultationSchema>>;

export type ConsultationResult =
  | {
      status: "success";
      consultation: Pick<ConsultationInput, "selectedDates" | "schedulingPreferences">;
    }
  | { status: "error"; message: string };
