import { z } from "#app/lib/form-schema.ts";

export const SUBJECT_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 50_000;

/** What a team member writes: a one-line subject and a Markdown body. */
export const campaignSchema = z.object({
  // A subject is one header line, so any run of whitespace (line breaks included) becomes a space.
  subject: z
    .string({ error: "Please enter a subject." })
    .transform((subject) => subject.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "Please enter a subject.")
        .max(SUBJECT_MAX_LENGTH, `Please keep the subject under ${SUBJECT_MAX_LENGTH} characters.`),
    ),
  body: z
    .string({ error: "Please write the body of the campaign." })
    .transform((body) => body.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "Please write the body of the campaign.")
        .max(
          BODY_MAX_LENGTH,
          `Please keep the body under ${BODY_MAX_LENGTH.toLocaleString("en-US")} characters.`,
        ),
    ),
});

export type CampaignInput = z.infer<typeof campaignSchema>;

/** The send form's confirmation: the box must be ticked. */
export const sendConfirmationSchema = z.object({
  confirmed: z.literal("yes", { error: "Please confirm that you have checked the preview." }),
});
