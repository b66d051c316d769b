import { emailField, z } from "#app/lib/form-schema.ts";
import {
  adoptionChallenges,
  aiNeedsOptions,
  experienceLevels,
  industries,
  timeSlots,
  usageTypes,
} from "./consultation-options.ts";
import { bookingSchedule, formatDate, isWeekday, type BusinessClock } from "./booking-dates.ts";
import { knownTimeZone } from "./visitor-time.ts";

export const CONSULTATION_FAILED_MESSAGE =
  "Failed to schedule your consultation. Please try again later.";

const text = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters.`);
const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

export const pastTimeMessage = (date: string, time: string) =>
  `${time} on ${formatDate(date)} has passed. Please choose a later time.`;
export const pastDayMessage = (date: string) =>
  `There are no times left on ${formatDate(date)}. Please choose a later day.`;

/**
 * Everything the wizard sends, checked again on the server against the days and times still
 * open at `clock`: a page left open for hours may offer what has passed since.
 */
export function consultationSchema(clock: BusinessClock) {
  const schedule = bookingSchedule(clock);
  const open = new Map(schedule.map((day) => [day.date, day.slots as readonly string[]]));
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
                (date) => open.has(date) || (date === clock.date && isWeekday(date)),
                "Please choose dates among the next 14 weekdays.",
              ),
            times: z
              .array(choice(timeSlots, "Please choose times from the available slots."))
              .max(timeSlots.length),
          }),
        )
        .max(schedule.length)
        .default([]),
      lastSelectedDate: z.string().nullable().default(null),
      schedulingPreferences: text(1000).default(""),
      /** The browser's time zone, for the visitor's email; one the server cannot name is dropped. */
      timeZone: z.unknown().transform(knownTimeZone).optional(),
    })
    .superRefine((value, context) => {
      // Only today can fall here: a day among the 14 whose times have started since the page loaded.
      for (const [index, entry] of value.selectedDates.entries()) {
        const slots = open.get(entry.date);
        const passed = slots ? entry.times.find((time) => !slots.includes(time)) : undefined;
        const message = !slots
          ? pastDayMessage(entry.date)
          : passed
            ? pastTimeMessage(entry.date, passed)
            : null;
        if (message) context.addIssue({ code: "custom", path: ["selectedDates", index], message });
      }
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
