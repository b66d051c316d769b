import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ContactResult } from "./contact-schema.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Honeypot } from "#app/components/ui/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useReveal } from "#app/lib/reveal.ts";
import { contactFieldLabels } from "./contact-fields.ts";

export function ContactForm({ initialResult }: { initialResult?: ContactResult }) {
  const fetcher = useFetcher<ContactResult>();
  const form = useRef<HTMLFormElement>(null);
  const loading = fetcher.state !== "idle";
  const result = loading ? undefined : (fetcher.data ?? initialResult);
  const fieldErrors = result?.status === "error" ? result.fieldErrors : undefined;
  // What the visitor typed, when a post without JavaScript came back refused.
  const typed = initialResult?.status === "error" ? initialResult.values : undefined;
  // The outcome sits below the form, often out of sight or under the chat button on a phone:
  // it is brought into view and focused, by script or, after a post without it, by autofocus.
  const revealResult = useReveal<HTMLDivElement>("nearest");

  // A sent message clears the form, ready for another one.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "success") form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form ref={form} method="post" noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={contactFieldLabels.name}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={typed?.name}
          error={fieldErrors?.name}
        />
        <TextField
          label={contactFieldLabels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={typed?.email}
          error={fieldErrors?.email}
        />
      </div>
      <TextField
        label={contactFieldLabels.company}
        name="company"
        autoComplete="organization"
        required
        maxLength={150}
        defaultValue={typed?.company}
        error={fieldErrors?.company}
      />
      <div>
        <label htmlFor="contact-message" className="text-ink block text-sm font-semibold">
          {contactFieldLabels.message}
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          maxLength={5000}
          defaultValue={typed?.message}
          aria-invalid={fieldErrors?.message ? true : undefined}
          aria-describedby={fieldErrors?.message ? "contact-message-error" : undefined}
          className="text-ink mt-1 block w-full rounded-xl border border-slate-300 px-4 py-2.5 aria-invalid:border-rose-500"
        />
        {fieldErrors?.message && (
          <p id="contact-message-error" className="mt-1 text-sm text-rose-700">
            {fieldErrors.message}
          </p>
        )}
      </div>
      <Honeypot />
      {result && !fieldErrors && (
        <Alert
          type={result.status}
          focusable
          ref={fetcher.data ? revealResult : undefined}
          focusOnLoad={!fetcher.data}
        >
          {result.message}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={loading}>
        {loading ? "Sending..." : "Send Message"}
      </Button>
    </fetcher.Form>
  );
}
