/**
 * What the assistant says about the fields of the site's forms: labelled as on the page, and
 * required or optional as the form's own schema decides, so help and form cannot disagree.
 */
import { signUpFieldLabels } from "#app/auth/sign-up-fields.ts";
import { signUpSchema } from "#app/auth/validation.ts";
import type { HelpForm } from "#app/content/types.ts";
import { labelledFields, type FormField } from "#app/forms/form-fields.ts";
import { businessClock } from "#app/inquiries/booking-dates.ts";
import { consultationSteps } from "#app/inquiries/consultation-fields.ts";
import { consultationSchema } from "#app/inquiries/consultation-schema.ts";
import { contactFieldLabels } from "#app/inquiries/contact-fields.ts";
import { contactSchema } from "#app/inquiries/contact-schema.ts";
import type { z } from "#app/lib/form-schema.ts";
import { newsletterFieldLabels } from "#app/newsletter/newsletter-fields.ts";
import { newsletterSchema } from "#app/newsletter/newsletter-schema.ts";

/** A part of a form the visitor sees at once: a step of a wizard, or the whole form. */
export interface FormSection {
  /** A wizard step's name; a one-page form has none. */
  title?: string;
  fields: FormField[];
}

const sectionsOf = (
  shape: Record<string, z.ZodType>,
  sections: readonly { title?: string; fields: Readonly<Record<string, string>> }[],
): FormSection[] =>
  sections.map(({ title, fields }) => ({ title, fields: labelledFields(shape, fields) }));

/** Whether a field is required does not depend on the day the bookable dates are counted from. */
const consultationShape = consultationSchema(businessClock()).shape;

/** Every form the help describes, section by section. */
export const helpForms: Record<HelpForm, readonly FormSection[]> = {
  contact: sectionsOf(contactSchema.shape, [{ fields: contactFieldLabels }]),
  consultation: sectionsOf(consultationShape, consultationSteps),
  newsletter: sectionsOf(newsletterSchema.shape, [{ fields: newsletterFieldLabels }]),
  "sign-up": sectionsOf(signUpSchema.shape, [{ fields: signUpFieldLabels }]),
};

const COUNTS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

const bold = (field: FormField) => `**${field.label}**`;

function listed(fields: readonly FormField[]): string {
  const names = fields.map(bold);
  return names.length <= 1
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** "**Name**, **Email** and **What do you need?** are required; **Company** is optional." */
export function fieldsSentence(fields: readonly FormField[]): string {
  const required = fields.filter((field) => field.required);
  const optional = fields.filter((field) => !field.required);
  const are = (group: readonly FormField[]) => (group.length === 1 ? "is" : "are");
  if (optional.length === 0 || required.length === 0) {
    const state = optional.length === 0 ? "required" : "optional";
    if (fields.length === 1) return `${listed(fields)} is ${state}.`;
    if (fields.length === 2) return `Both fields are ${state}: ${listed(fields)}.`;
    const count = COUNTS[fields.length] ?? String(fields.length);
    return `All ${count} fields are ${state}: ${listed(fields)}.`;
  }
  return (
    `${listed(required)} ${are(required)} required; ` +
    `${listed(optional)} ${are(optional)} optional.`
  );
}

/** A form's fields as the help states them: one sentence, or a numbered line per step. */
export function formFieldsText(form: HelpForm): string {
  const sections = helpForms[form];
  if (sections.length === 1 && !sections[0]?.title) return fieldsSentence(sections[0]!.fields);
  return sections
    .map(
      (section, index) =>
        `${index + 1}. ${section.title ? `**${section.title}**: ` : ""}${fieldsSentence(section.fields)}`,
    )
    .join("\n");
}
