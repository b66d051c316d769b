/**
 * Where a visitor starts: the get-started questionnaire and booking the free consultation, with
 * its dates and time slots, in the words of their pages.
 */
import { siteQuestions } from "#app/content/site-questions.ts";
import {
  aiNeeds,
  businessSizes,
  nextStepFor,
  timelines,
} from "#app/get-started/questionnaire-steps.ts";
import { BOOKABLE_WEEKDAYS } from "#app/inquiries/booking-dates.ts";
import {
  adoptionChallenges,
  aiNeedsOptions,
  experienceLevels,
  industries,
  timeSlots,
  usageTypes,
} from "#app/inquiries/consultation-options.ts";
import { consultationSteps } from "#app/inquiries/consultation-fields.ts";
import { fieldsSentence, helpForms } from "../answers/form-help.server.ts";
import { bullets, pageLabel, type Passage } from "./passage.ts";

export function startingPointPassages(): Passage[] {
  const [details] = helpForms.consultation;
  const detailLabels = consultationSteps[0].fields;
  const sizes = businessSizes.map((size) => `${size.label} (${size.detail})`).join(", ");
  const needs = aiNeeds
    .map((need) => need.title.charAt(0).toLowerCase() + need.title.slice(1))
    .join(", ");
  const routes = timelines.map((timeline) => {
    const next = nextStepFor(timeline.id);
    return `${timeline.label}: we take you to [${pageLabel(next)}](${next})`;
  });
  return [
    {
      id: "get-started",
      title: "Find your starting point",
      url: "/get-started",
      text:
        "The [get-started questionnaire](/get-started) asks three quick questions: your " +
        `business size (${sizes}), what you need (${needs}) and your timeline.\n\n` +
        `${bullets(routes)}\n\nNothing is stored: your answers only decide where it takes you.`,
      keywords: ["get started", "questionnaire", "starting point", "begin", "first step"],
      questions: siteQuestions["get-started"],
    },
    {
      id: "consultation-booking",
      title: "Booking a free consultation",
      url: "/consultation",
      text:
        "Book it on the [consultation page](/consultation) in three steps:\n\n" +
        `1. **Details**: ${fieldsSentence(details!.fields)} **${detailLabels.industry}** is one ` +
        `of ${industries.join(", ")}; **${detailLabels.aiNeeds}** one of ` +
        `${aiNeedsOptions.join(", ")}.\n` +
        "2. **AI Discovery**: your biggest adoption challenge, where you would like to focus " +
        "AI first and how much experience your team has with AI.\n" +
        `3. **Schedule**: pick any of the next ${BOOKABLE_WEEKDAYS} weekdays and the time ` +
        "slots that suit you, plus any scheduling preferences.\n\n" +
        "We send a confirmation to your email and then confirm one of your times. Days and " +
        "times are optional: leave them out and we propose some. The consultation is free, " +
        "with no obligation.",
      keywords: ["book", "consultation", "schedule", "meeting", "free"],
      questions: siteQuestions["consultation-booking"],
    },
    {
      id: "consultation-discovery",
      title: "The AI Discovery step of the booking",
      url: "/consultation",
      text:
        "The booking's **AI Discovery** step asks three things, each with a list to choose " +
        `from: your biggest challenge with AI adoption (${adoptionChallenges.join(", ")}), where ` +
        `you would like to focus AI first (${usageTypes.join(", ")}) and how much experience ` +
        `your team has with AI (${experienceLevels.join(", ")}). No experience is needed: ` +
        `"${experienceLevels[0]}" is one of the answers.`,
      keywords: ["ai discovery", "challenge", "focus", "experience", "booking step"],
      questions: siteQuestions["consultation-discovery"],
    },
    {
      id: "consultation-times",
      title: "Consultation dates and time slots",
      url: "/consultation",
      text:
        `You can choose from the next **${BOOKABLE_WEEKDAYS} weekdays**, starting today ` +
        "(weekends are skipped). Time slots each day, in Eastern Time: " +
        `${timeSlots.map((slot) => `**${slot}**`).join(", ")}. None of them suits you? Leave ` +
        "the days and times out and we propose some, or say what works in **Scheduling " +
        "preferences (optional)**.",
      keywords: ["time slots", "times", "dates", "availability", "calendar", "when", "weekend"],
      questions: siteQuestions["consultation-times"],
    },
  ];
}
