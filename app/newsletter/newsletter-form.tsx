import { useId } from "react";
import { useFetcher } from "react-router";
import type { NewsletterResult } from "./newsletter-schema.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Honeypot } from "#app/components/ui/honeypot.tsx";
import { newsletterFieldLabels } from "./newsletter-fields.ts";

/**
 * Newsletter signup. With JavaScript it submits in place and reports the result inline;
 * without, the form posts to /newsletter, which shows the same result on its own page.
 */
export function NewsletterForm({
  tone = "dark",
  initialResult,
}: {
  tone?: "dark" | "light";
  initialResult?: NewsletterResult;
}) {
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.data ?? initialResult;
  const busy = fetcher.state !== "idle";
  const inputId = useId();
  const statusId = useId();
  const failed = result?.status === "error";
  const onDark = tone === "dark";

  if (result?.status === "success" && !busy) {
    return (
      <p
        role="status"
        className={`text-sm font-medium ${onDark ? "text-emerald-300" : "text-emerald-700"}`}
      >
        {result.message}
      </p>
    );
  }

  return (
    <fetcher.Form method="post" action="/newsletter" noValidate className="w-full max-w-md">
      <label
        htmlFor={inputId}
        className={onDark ? "sr-only" : "text-ink block text-sm font-semibold"}
      >
        {newsletterFieldLabels.email}
      </label>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder="you@company.com"
          defaultValue={failed ? result.email : undefined}
          aria-invalid={failed || undefined}
          aria-describedby={statusId}
          className={`min-w-0 flex-1 rounded-full border px-5 py-2.5 text-sm ${
            onDark
              ? "border-slate-600 bg-slate-900 text-white placeholder:text-slate-400"
              : "text-ink border-slate-300 bg-white placeholder:text-slate-500"
          }`}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <Honeypot />
      <p
        id={statusId}
        role={failed ? "alert" : "status"}
        className={`mt-2 min-h-5 text-sm ${onDark ? "text-rose-300" : "text-rose-700"}`}
      >
        {failed ? result.message : ""}
      </p>
    </fetcher.Form>
  );
}
