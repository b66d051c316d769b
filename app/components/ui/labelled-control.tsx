import type { ComponentProps, ReactNode } from "react";

export const controlClass =
  "text-ink mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5";

export type LabelledProps<Element extends "input" | "select"> = ComponentProps<Element> & {
  /** The control's id, which its label points at. */
  id: string;
  label: string;
};

/** A label above its control; `className` lays out the pair within a form's row. */
export function LabelledControl({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-ink block text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}
