import { company } from "#app/content/site.ts";
import { renderEmail } from "#app/email/layout.server.ts";
import { scheduleLines } from "./visitor-time.ts";

/** A request's answers as the wizard sent them or as stored (the stored choices are plain text). */
export type ConsultationDetails = Record<
  | "name"
  | "email"
  | "company"
  | "message"
  | "schedulingPreferences"
  | "industry"
  | "aiNeeds"
  | "aiAdoptionChallenge"
  | "aiUsageType"
  | "aiExperience",
  string
> & { selectedDates: readonly { date: string; times: readonly string[] }[] };

/** The subjects of the emails a consultation request sends. */
export const consultationEmailSubjects = {
  notification: (c: { name: string; company?: string }) =>
    `New consultation request from ${c.name}${c.company ? ` (${c.company})` : ""}`,
  confirmation: `Your ${company.name} consultation request`,
};

/** The team's copy, with every answer. */
export function consultationNotificationEmail(c: ConsultationDetails) {
  return renderEmail({
    subject: consultationEmailSubjects.notification(c),
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
      ...scheduleLines(c.selectedDates),
      `Scheduling preferences: ${c.schedulingPreferences || "-"}`,
    ],
  });
}

/**
 * The visitor's acknowledgement, with the dates and times they chose (taken from the site's own
 * slots, never free text). Like the contact form's, it goes to whatever address was typed, so it
 * repeats no words the visitor wrote: not their name, message or scheduling notes. The times are
 * also given in the visitor's time zone, as their browser named it, when that reads otherwise.
 */
export function consultationConfirmationEmail(
  c: Pick<ConsultationDetails, "selectedDates"> & { timeZone?: string | null },
) {
  return renderEmail({
    subject: consultationEmailSubjects.confirmation,
    preheader: "We received your request and will confirm a time shortly.",
    heading: "Thank you for your consultation request",
    paragraphs: [
      "We received your consultation request. The dates and times you chose are preferences until our team confirms one of them with you, within one business day.",
      "Your preferred dates and times:",
      ...scheduleLines(c.selectedDates, c.timeZone),
    ],
    note: `Did not ask for a consultation? You can ignore this email or tell us at ${company.supportEmail}.`,
  });
}
