import { useId, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { TextField } from "#app/components/ui/text-field.tsx";
import { BODY_MAX_LENGTH, SUBJECT_MAX_LENGTH } from "./campaign-schema.ts";

/** The subject and Markdown body of a campaign, with the buttons the page offers. */
export function CampaignForm({
  values,
  errors = {},
  children,
}: {
  values: { subject: string; body: string };
  errors?: Record<string, string>;
  /** The submit buttons, each naming its `intent`. */
  children: ReactNode;
}) {
  const id = useId();
  const bodyHintId = `${id}-body-hint`;
  const bodyErrorId = `${id}-body-error`;
  return (
    <Form method="post" className="space-y-5">
      <TextField
        label="Subject"
        name="subject"
        defaultValue={values.subject}
        maxLength={SUBJECT_MAX_LENGTH}
        required
        error={errors.subject}
      />
      <div>
        <label htmlFor={`${id}-body`} className="text-ink block text-sm font-semibold">
          Body
        </label>
        <p id={bodyHintId} className="text-muted mt-1 text-sm">
          Markdown: blank lines between paragraphs, <code>**bold**</code>, <code>*italic*</code>,{" "}
          <code>[words](https://…)</code> for links, <code>-</code> for lists, <code>##</code> for
          headings. The unsubscribe link is added below it.
        </p>
        <textarea
          id={`${id}-body`}
          name="body"
          defaultValue={values.body}
          maxLength={BODY_MAX_LENGTH}
          required
          rows={14}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${bodyHintId} ${bodyErrorId}` : bodyHintId}
          className="text-ink mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 font-mono text-sm aria-invalid:border-rose-500"
        />
        {errors.body && (
          <p id={bodyErrorId} className="mt-1 text-sm text-rose-700">
            {errors.body}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">{children}</div>
    </Form>
  );
}

/** Above both campaign pages: the way back to the newsletter's subscribers and campaigns. */
export function NewsletterLink() {
  return (
    <p className="text-sm">
      <Link to="/admin/newsletter" className="text-brand-700 underline">
        Newsletter
      </Link>
    </p>
  );
}
