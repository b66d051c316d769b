import { controlClass, LabelledControl, type LabelledProps } from "./labelled-control.tsx";

export function SelectField({ id, label, className, ...select }: LabelledProps<"select">) {
  return (
    <LabelledControl id={id} label={label} className={className}>
      <select id={id} className={controlClass} {...select} />
    </LabelledControl>
  );
}
