/**
 * A form's visible fields as its own schema judges them: which must be filled and which may be
 * left out. Pages and the assistant's help read this instead of writing it down again.
 */
import type { z } from "#app/lib/form-schema.ts";

/** A form field may be left out when its schema takes it missing or blank. */
export const isRequired = (field: z.ZodType): boolean =>
  !field.safeParse(undefined).success && !field.safeParse("").success;

/** The keys of the schema's fields that must be filled. */
export const requiredKeys = <Key extends string>(shape: Record<Key, z.ZodType>): Key[] =>
  (Object.keys(shape) as Key[]).filter((key) => isRequired(shape[key]));

/** One labelled field, and whether the form may be sent without it. */
export interface FormField<Key extends string = string> {
  key: Key;
  label: string;
  required: boolean;
}

/** The fields `labels` names, in its order, each with whether the schema requires it. */
export function labelledFields<Key extends string>(
  shape: Record<Key, z.ZodType>,
  labels: Readonly<Partial<Record<Key, string>>>,
): FormField<Key>[] {
  return (Object.entries(labels) as [Key, string][]).map(([key, label]) => ({
    key,
    label,
    required: isRequired(shape[key]),
  }));
}

/**
 * How a field is labelled on the page: an optional one says so; a required one says so only
 * where asked to (a list to choose from, whose required state is easy to miss).
 */
export function markedLabel(label: string, required: boolean, sayRequired = false): string {
  if (!required) return `${label} (optional)`;
  return sayRequired ? `${label} (required)` : label;
}
