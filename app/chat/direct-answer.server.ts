import { tokenize, toQueryTerms, toTerm } from "./search-terms.server.ts";

/**
 * Passages are written to be read whole, but a visitor asking one thing should read that
 * thing first: the line of the passage that answers the question is moved to the front ("Open
 * the link within 1 hour…" for "how long is the reset link valid?"), the rest follows.
 */

/** A passage this short is read at a glance; it is left as it is. */
const SHORT_PASSAGE_CHARS = 280;
/** The answering line already leads when it starts within this many characters. */
const LEADS_WITHIN_CHARS = 160;

/** A question whose answer is a number, a duration, a date or a time. */
export const ASKS_FOR_FIGURE =
  /\b(how (long|many|much|soon|fast|quickly|often|old|big)|when|what time|which (year|day)|what year|how much time)\b/;
/** A figure, in digits or in words ("eleven clinics"). */
export const FIGURE =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|once|twice)\b/i;
/** Shared words (a figure for "how long?" counting as 1.5) a line needs to lead. */
const MIN_LEAD_OVERLAP = 1.5;
/** What a figure is worth, in shared words, to a question that asks for one. */
const FIGURE_BONUS = 1.5;

/** The terms of a text, synonyms included, each once. */
function termsOf(text: string): Set<string> {
  return new Set(tokenize(text).flatMap((token) => toQueryTerms(token)));
}

/** A line's own words, without markdown list marks, emphasis or link targets. */
const plain = (line: string) =>
  line
    .replace(/^\s*(?:[-*]|\d+\.)\s+/, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[*_[\]>]/g, "");

/**
 * The passage's text with the line that best answers the question first. A line must share
 * more of the question's words than the opening line does, so a passage that already starts
 * with its answer, or one the question matched only as a whole, stays as written.
 */
export function leadWithAnswer(text: string, question: string): string {
  if (text.length <= SHORT_PASSAGE_CHARS) return text;
  const wanted = new Set(tokenize(question).flatMap((token) => toTerm(token) ?? []));
  if (wanted.size === 0) return text;
  const lines = text.split("\n");
  // "How long…?" is answered by a line with a figure in it, whatever its words.
  const figureBonus = ASKS_FOR_FIGURE.test(question.toLowerCase()) ? FIGURE_BONUS : 0;
  const overlap = (line: string) => {
    const words = plain(line);
    const terms = termsOf(words);
    const shared = [...wanted].filter((term) => terms.has(term)).length;
    return shared + (FIGURE.test(words) ? figureBonus : 0);
  };
  let best = -1;
  let bestOverlap = 0;
  lines.forEach((line, index) => {
    const score = overlap(line);
    if (score > bestOverlap && plain(line).trim().length > 0) {
      best = index;
      bestOverlap = score;
    }
  });
  const offset = lines.slice(0, Math.max(best, 0)).join("\n").length;
  // One shared word is too thin to put a line ahead of the passage's own opening.
  if (best <= 0 || offset < LEADS_WITHIN_CHARS || bestOverlap < MIN_LEAD_OVERLAP) return text;
  const opening = lines.findIndex((line) => plain(line).trim().length > 0);
  if (overlap(lines[opening] ?? "") >= bestOverlap) return text;
  const line = lines[best] ?? "";
  // The lead keeps its links and emphasis; only its list mark goes.
  const lead = line.replace(/^\s*(?:[-*]|\d+\.)\s+/, "").trim();
  // A numbered step keeps its place in the list it belongs to; any other line moves.
  const rest = /^\s*\d+\.\s/.test(line) ? lines : lines.filter((_, index) => index !== best);
  return `${lead}\n\n${rest
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}`;
}
