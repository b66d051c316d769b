import { describe, expect, it } from "vitest";
import { signUpSchema } from "#app/auth/validation.ts";
import { helpTopics } from "#app/content/help-topics.ts";
import type { HelpForm } from "#app/content/types.ts";
import { bookableDates, businessClock } from "#app/inquiries/booking-dates.ts";
import {
  adoptionChallenges,
  aiNeedsOptions,
  experienceLevels,
  usageTypes,
} from "#app/inquiries/consultation-options.ts";
import { consultationSchema } from "#app/inquiries/consultation-schema.ts";
import { contactSchema } from "#app/inquiries/contact-schema.ts";
import type { z } from "#app/lib/form-schema.ts";
import { newsletterSchema } from "#app/newsletter/newsletter-schema.ts";
import { knowledgePassage } from "../search/knowledge.server.ts";

// Noon on a Monday: the first bookable day still has times to offer.
const clock = businessClock(new Date("2026-03-02T17:00:00Z"));

/** Each form's schema with an input it accepts, everything filled in. */
const filledForms: Record<HelpForm, { schema: z.ZodType; filled: Record<string, unknown> }> = {
  contact: {
    schema: contactSchema,
    filled: { name: "Ada", email: "ada@example.com", company: "Engines", message: "Hello" },
  },
  consultation: {
    schema: consultationSchema(clock),
    filled: {
      name: "Ada",
      email: "ada@example.com",
      company: "Engines",
      industry: "Technology",
      aiNeeds: aiNeedsOptions[0],
      message: "Hello",
      aiAdoptionChallenge: adoptionChallenges[0],
      aiUsageType: usageTypes[0],
      aiExperience: experienceLevels[0],
      selectedDates: [{ date: bookableDates(clock)[0], times: [] }],
      lastSelectedDate: null,
      schedulingPreferences: "Mornings",
    },
  },
  newsletter: { schema: newsletterSchema, filled: { email: "ada@example.com" } },
  "sign-up": {
    schema: signUpSchema,
    filled: { name: "Ada", email: "ada@example.com", password: "analytical" },
  },
};

/** The form refuses the input once this field is left blank. */
function refusesWithout(form: HelpForm, key: string): boolean {
  const { schema, filled } = filledForms[form];
  const blank = Array.isArray(filled[key]) ? [] : "";
  const result = schema.safeParse({ ...filled, [key]: blank });
  return !result.success && result.error.issues.some((issue) => issue.path[0] === key);
}

/**
 * The bold labels the help states as required and as optional: each clause (sentences and
 * their parts between semicolons) that says "required" or "optional" of the labels it names.
 */
function statedFields(text: string): { required: string[]; optional: string[] } {
  const stated = { required: [] as string[], optional: [] as string[] };
  for (const clause of text.split(/[;\n]|(?<=\.)\s+/)) {
    const state = /\b(required|optional)\b/.exec(clause.replace(/\*\*[^*]*\*\*/g, ""))?.[1];
    if (state !== "required" && state !== "optional") continue;
    // A wizard's step ("**Details**: ...") names no field.
    for (const [, label, colon] of clause.matchAll(/\*\*(.+?)\*\*(:?)/g)) {
      if (!colon) stated[state].push(label!);
    }
  }
  return stated;
}

function formHelpText(form: HelpForm): string {
  const topic = helpTopics.find((candidate) => candidate.form === form);
  if (!topic) throw new Error(`No help topic describes the ${form} form`);
  return knowledgePassage(`help-${topic.id}`)!.text;
}

describe("the assistant's help on the forms' fields", () => {
  it.each(Object.keys(filledForms) as HelpForm[])(
    "lists as required exactly the fields the %s form refuses to go without",
    (form) => {
      const { required, optional } = statedFields(formHelpText(form));
      expect([...required, ...optional].sort()).toEqual(Object.keys(FIELD_KEYS[form]).sort());
      for (const label of required) expect(refuses(form, label), label).toBe(true);
      for (const label of optional) expect(refuses(form, label), label).toBe(false);
    },
  );

  it("says what the consultation's first step requires, as the live form does", () => {
    const { required, optional } = statedFields(formHelpText("consultation"));
    expect(required).toEqual(expect.arrayContaining(["Name", "Email", "What do you need?"]));
    expect(optional).toEqual(expect.arrayContaining(["Company", "Industry"]));
    expect(required).not.toContain("Industry");
  });
});

/** Whether the form refuses an input without the field the page labels `label`. */
function refuses(form: HelpForm, label: string): boolean {
  const key = FIELD_KEYS[form][label];
  if (!key) throw new Error(`The help names "${label}", which the ${form} form does not label`);
  return refusesWithout(form, key);
}

/** The labels the pages show, by the field each fills: what a visitor sees on the form. */
const FIELD_KEYS: Record<HelpForm, Record<string, string>> = {
  contact: { Name: "name", Email: "email", Company: "company", Message: "message" },
  consultation: {
    Name: "name",
    Email: "email",
    Company: "company",
    Industry: "industry",
    "What do you need?": "aiNeeds",
    "Anything else we should know?": "message",
    "What is your biggest challenge with AI adoption?": "aiAdoptionChallenge",
    "Where would you like to focus AI first?": "aiUsageType",
    "How much experience does your team have with AI?": "aiExperience",
    "Choose the days that suit you": "selectedDates",
    "Scheduling preferences": "schedulingPreferences",
  },
  newsletter: { "Email address": "email" },
  "sign-up": { Name: "name", Email: "email", Password: "password" },
};
