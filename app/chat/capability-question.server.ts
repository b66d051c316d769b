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

/** How much of its score a client story keeps for a question about what the product does. */
export const STORY_SHARE_FOR_CAPABILITY = 0.7;

/** Whether a lower-case question asks what the product does rather than about clients. */
export function asksWhatItDoes(text: string): boolean {
  return ASKS_WHAT_IT_DOES.test(text) && !ASKS_FOR_STORIES.test(text);
}

/**
 * "Do your agents answer emails and phone calls?": the channels the product works on. Our own
 * email address and phone, which those words also find, do not answer it.
 */
const NAMES_THE_AGENTS = /\b(agents?|bots?|chatbots?|ai workforce)\b/;

/** The passage on reaching our team, which a question about the agents' channels is not about. */
export const REACHING_US_ID = "support-email";

/** How much of its score the passage on reaching us keeps for a question about the agents. */
export const REACHING_US_SHARE_FOR_AGENTS = 0.5;

/** Whether a lower-case question asks what the AI agents do (on email or the phone, say). */
export function asksWhatAgentsDo(text: string): boolean {
  return asksWhatItDoes(text) && NAMES_THE_AGENTS.test(text);
}
