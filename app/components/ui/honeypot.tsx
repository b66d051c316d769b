import { HONEYPOT_FIELD } from "#app/forms/honeypot-field.ts";

/** A field hidden from people and assistive technology; only form-filling robots fill it in. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
