/**
 * Name of the hidden field that people never fill in and form-filling robots do. Its own module,
 * free of the form schemas, so the footer's newsletter form does not ship the validator.
 */
export const HONEYPOT_FIELD = "website";
