import type { z } from "./form-schema.ts";

/** What a visitor typed, field by field, to put back in the form when it is refused. */
export type FormValues = Record<string, string>;

/** The first message for each field that failed, keyed by field name. */
export type FieldErrors = Record<string, string>;

export type ParsedForm<Data> =
  | { success: true; data: Data }
  | { success: false; message: string; fieldErrors: FieldErrors; values: FormValues };

/** A pasted novel is not put back into the page. */
const MAX_KEPT_LENGTH = 10_000;

/**
 * The one parse step of every form action: reads the named fields of a post, checks them with
 * the form's schema, and on failure answers the first message overall, the first per field, and
 * what was typed (never the fields named in `secret`), so a page rendered without JavaScript
 * shows the visitor's own words again beside the errors.
 */
export function parseForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  fields: readonly string[],
  { secret = [] }: { secret?: readonly string[] } = {},
): ParsedForm<z.output<Schema>> {
  const input: Record<string, string | undefined> = {};
  for (const name of fields) {
    const value = form.get(name);
    input[name] = typeof value === "string" ? value : undefined;
  }
  return parseInput(schema, input, {
    keep: fields.filter((name) => !secret.includes(name)),
  });
}

/** The same step for input that is not a flat form (the consultation wizard's JSON). */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  { keep = [] }: { keep?: readonly string[] } = {},
): ParsedForm<z.output<Schema>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== undefined) fieldErrors[String(field)] ??= issue.message;
  }
  const values: FormValues = {};
  const record = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  for (const name of keep) {
    const value = record[name];
    if (typeof value === "string") values[name] = value.slice(0, MAX_KEPT_LENGTH);
  }
  return {
    success: false,
    message: parsed.error.issues[0]?.message ?? "",
    fieldErrors,
    values,
  };
}

/** A form post's body, or an empty form when the body is not one (never an error page). */
export function readForm(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}
