import type { ComponentProps, ReactNode } from "react";

const controlClass =
  "text-ink mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5";

type LabelledProps<Element extends "input" | "select"> = ComponentProps<Element> & {
  /** The control's id, which its label points at. */
  id: string;
  label: string;
};

/** A label above its control; `className` lays out the pair within a form's row. */
function LabelledControl({
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

/** A search box sent as `q`, taking the spare width of its form's row. */
export function SearchField({ id, label, ...input }: LabelledProps<"input">) {
  return (
    <LabelledControl id={id} label={label} className="min-w-0 sm:flex-1">
      <input
        id={id}
        type="search"
        name="q"
        className={`${controlClass} placeholder:text-slate-500`}
        {...input}
      />
    </LabelledControl>
  );
}

export function SelectField({ id, label, className, ...select }: LabelledProps<"select">) {
  return (
    <LabelledControl id={id} label={label} className={className}>
      <select id={id} className={controlClass} {...select} />
    </LabelledControl>
  );
}

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
