import { formatDate } from "#app/content/consultation.ts";
import { company } from "#app/content/site.ts";
import type { ConsultationInput } from "#app/forms/consultation.ts";
import { renderEmail } from "../layout.server.ts";

/** "Monday, March 2: 09:00 AM, 02:00 PM (Eastern Time)" lines, or a note that none were chosen. */
export function scheduleLines(consultation: Pick<ConsultationInput, "selectedDates">): string[] {
  if (consultation.selectedDates.length === 0) return ["No dates selected: we will propose some."];
  return consultation.selectedDates.map(
    (entry) =>
      `${formatDate(entry.date)}: ${entry.times.length > 0 ? `${entry.times.join(", ")} (Eastern Time)` : "No times selected"}`,
  );
}

/** The team's copy, with every answer. */
export function consultationNotificationEmail(c: ConsultationInput) {
  return renderEmail({
    subject: `New consultation request from ${c.name}${c.company ? ` (${c.company})` : ""}`,
    preheader: `${c.aiNeeds} - ${c.aiUsageType}`,
    heading: "New consultation request",
    paragraphs: [
      `Name: ${c.name}`,
      `Email: ${c.email}`,
      `Company: ${c.company || "-"}`,
      `Industry: ${c.industry || "-"}`,
      `AI needs: ${c.aiNeeds}`,
      `Biggest challenge: ${c.aiAdoptionChallenge}`,
      `Focus: ${c.aiUsageType}`,
      `Experience: ${c.aiExperience}`,
      `Message: ${c.message || "-"}`,
      "Preferred dates and times:",
      ...scheduleLines(c),
      `Scheduling preferences: ${c.schedulingPreferences || "-"}`,
    ],
  });
}

/** The visitor's confirmation, listing the dates and times they chose. */
export function consultationConfirmationEmail(c: ConsultationInput) {
  return renderEmail({
    subject: `Your ${company.name} consultation request`,
    preheader: "We received your request and will confirm a time shortly.",
    heading: `Thank you, ${c.name}`,
    paragraphs: [
      "We received your consultation request. Our team will confirm one of your preferred times within one business day.",
      "Your preferred dates and times:",
      ...scheduleLines(c),
      ...(c.schedulingPreferences
        ? [`Your scheduling preferences: ${c.schedulingPreferences}`]
        : []),
    ],
    note: `Need to change something? Reply to this email or write to ${company.supportEmail}.`,
  });
}
