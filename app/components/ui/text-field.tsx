import { useId, type ComponentProps } from "react";

/** A labelled input whose error is tied to it for screen readers. */
export function TextField({
  label,
  error,
  className = "",
  ...input
}: ComponentProps<"input"> & { label: string; error?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-ink block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="text-ink mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 placeholder:text-slate-500 aria-invalid:border-rose-500"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
