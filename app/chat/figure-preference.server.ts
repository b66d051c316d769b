import { FIGURE } from "./direct-answer.server.ts";
import { tokenize, toTerm } from "./search-terms.server.ts";

/**
 * "How many clinics…?" is answered by the passage that counts clinics ("eleven clinics"), not
 * by another on the same client that only has some figure in it. Of passages that match about
 * as well, one with a figure gets a little more, and one whose figure counts a thing the
 * question names gets more again.
 */

/** What any figure adds for a question that asks for one. */
const FIGURE_PREFERENCE = 0.2;
/** What a figure right before a word of the question adds on top ("eleven clinics"). */
const COUNTED_PREFERENCE = 0.2;
const isFigure = (token: string) => /^\d/.test(token) || FIGURE.test(token);

/** Whether the text puts a figure right before one of the terms. */
export function countsTerm(text: string, terms: ReadonlySet<string>): boolean {
  const tokens = tokenize(text);
  return tokens.some((token, index) => {
    if (!isFigure(token)) return false;
    const term = toTerm(tokens[index + 1] ?? "");
    return term !== null && terms.has(term);
  });
}

/** How much a passage's text adds to its score for a question that asks for a figure. */
export function figurePreference(text: string, terms: ReadonlySet<string>): number {
  if (!FIGURE.test(text)) return 0;
  return FIGURE_PREFERENCE + (countsTerm(text, terms) ? COUNTED_PREFERENCE : 0);
}
