/** What a message about reaching people asks besides a person: a hand-over or a quote. */

/** The visitor's own customers: what the product does for them, not a request. */
const THEIR_CUSTOMERS =
  /\b(customers?|clients?|callers?|shoppers?|patients?|students?|users?|applicants?)\b(?! (service|support|care|success)\b)/;

/**
 * "If the bot gets stuck with one of my customers, can it pass them to a real person?": how the
 * product hands the visitor's own customers over, not a request to talk to someone.
 */
const PRODUCT_HAND_OFF =
  /\b(bots?|chatbots?|ai|agents?|assistants?|system|workforce)\b.*\b(pass|hand|escalat\w*|transfer|route|forward|gets? stuck|can'?t (answer|help|solve))\b|\b(pass|hand|escalat\w*|transfer|route|forward)\w* (them|it|the (customer|caller|patient|student|shopper|conversation|case))\b/;

export const asksAboutProductHandOff = (text: string) =>
  THEIR_CUSTOMERS.test(text) && PRODUCT_HAND_OFF.test(text);

/** What other people said, asked for as proof: "quotes from real people I can show my boss". */
const TESTIMONIALS = /\b(testimonials?|quotes?|reviews|references|case stud(y|ies))\b/;

/** Asking for a price to be worked out: "I'd like a quote", "can you send us a proposal?". */
const QUOTE_REQUEST =
  /\b(get|need|want|like|request|have|send|give|prepare|receive|ask for|put together|quote)( (me|us))?( (an?|the|your|some))?( (custom|tailored|rough|formal|written|price|pricing|firm|ballpark))* (quote|quotation|proposal|estimate|price)\b(?! (from|by) )/;

/** A request for a quote: answered from the site, and the team offered to prepare one. */
export const wantsQuote = (text: string) =>
  QUOTE_REQUEST.test(text) && !TESTIMONIALS.test(text.replace(/\bquot(e|ation)\b/g, ""));
