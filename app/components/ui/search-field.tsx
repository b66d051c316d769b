import { controlClass, LabelledControl, type LabelledProps } from "./labelled-control.tsx";

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
