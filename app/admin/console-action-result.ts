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
