import type { ComponentProps, ReactNode } from "react";

/** A checkbox or radio button inside its label; `className` sets the label's spacing and colour. */
export function ChoiceField({
  label,
  className = "",
  ...input
}: ComponentProps<"input"> & { type: "checkbox" | "radio"; label: ReactNode }) {
  return (
    <label className={`flex items-center text-sm ${className}`}>
      <input className="accent-brand-600 size-4" {...input} />
      {label}
    </label>
  );
}
