import { useEffect, useRef, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import type { ConsoleActionResult } from "./console-action-result.ts";

export type ActionResult = ConsoleActionResult | undefined;

/**
 * The form that posts `intent`, emptied after each successful post of it. The reset follows the
 * action's answer (an effect on the new action data), not the submit: a refused post keeps what
 * was typed, and the form is not cleared before the server has taken it.
 */
export function useFormReset(result: ActionResult, intent: string) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.intent === intent && result.status === "success") form.current?.reset();
  }, [result, intent]);
  return form;
}

/** The outcome of the panel's last post: a confirmation, or what went wrong. */
export function ActionMessage({ result, intents }: { result: ActionResult; intents: string[] }) {
  if (!result || !intents.includes(result.intent)) return null;
  return (
    <div className="mt-4">
      <Alert type={result.status === "success" ? "success" : "error"}>{result.message}</Alert>
    </div>
  );
}

export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-ink text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SubmitButton({
  intent,
  children,
  variant,
}: {
  intent: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={buttonClassName({ variant })}
    >
      {children}
    </button>
  );
}

/** A field's name, with what was typed into it and what was wrong when a post of `intent` failed. */
export function refusedField(result: ActionResult, intent: string, name: string) {
  const refused = result?.intent === intent && result.status === "error" ? result : undefined;
  return { name, defaultValue: refused?.values?.[name], error: refused?.fieldErrors?.[name] };
}
