import type { FieldErrors, FormValues } from "#app/lib/parse-form.ts";

/** What a console action on an inbox item answers: its confirmation, or what went wrong. */
export type InquiryActionResult =
  | { intent: string; status: "success"; message: string }
  | {
      intent: string;
      status: "error";
      message: string;
      fieldErrors?: FieldErrors;
      values?: FormValues;
    };
