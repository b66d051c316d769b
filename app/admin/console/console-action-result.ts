import type { FieldErrors, FormValues } from "#app/lib/parse-form.ts";

/** What a console action answers: its confirmation, or what went wrong. */
export type ConsoleActionResult =
  | { intent: string; status: "success"; message: string }
  | {
      intent: string;
      status: "error";
      message: string;
      fieldErrors?: FieldErrors;
      values?: FormValues;
    };

/** The answer to a form the schema refused: its message, each field's error and what was typed. */
export const refusedForm = (
  intent: string,
  parsed: { message: string; fieldErrors: FieldErrors; values: FormValues },
): ConsoleActionResult => ({
  intent,
  status: "error",
  message: parsed.message,
  fieldErrors: parsed.fieldErrors,
  values: parsed.values,
});
