import { useId, type ComponentProps } from "react";

/** A labelled text area; its hint and error are tied to it for screen readers. */
export function TextArea({
  label,
  error,
  hint,
  ...textarea
}: ComponentProps<"textarea"> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="text-ink block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-muted mt-0.5 text-sm">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="text-ink mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 aria-invalid:border-rose-500"
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
