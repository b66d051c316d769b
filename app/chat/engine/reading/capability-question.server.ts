/**
 * "Can it book patient appointments?", "does your bot track orders for my shop?": a question
 * about what the product does, even when it names the visitor's sector. A client story in
 * that sector shares its words (clinic, patients, shop) and would otherwise outrank the
 * solution that answers it; a question about clients, examples or results keeps the stories.
 */
const ASKS_WHAT_IT_DOES =
  /\b(can|could|does|do|will|would|is) (it|they|your|the|this|that|you|u|ur|kestrel)\b/;
const ASKS_FOR_STORIES =
  /\b(examples?|case|cases|clients?|stor(y|ies)|results?|proof|done (this|that|it|so)|worked with|have you|did you|similar|who else|references?|white ?paper)\b/;

/** Whether a lower-case question asks what the product does rather than about clients. */
export function asksWhatItDoes(text: string): boolean {
  return ASKS_WHAT_IT_DOES.test(text) && !ASKS_FOR_STORIES.test(text);
}
