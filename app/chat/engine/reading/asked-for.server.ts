/**
 * What a question asks for, as an answer is cut to it: its own terms, whether it asks for the
 * steps of a procedure, and what kind of figure it wants.
 */
import { isGenericTerm, tokenize, toTerm } from "../search/search-terms.server.ts";
import { wordsOf } from "../passages/passage-units.server.ts";

/** What the question asks, as the excerpt needs it. */
export interface Asked {
  /** The question's own terms (stemmed), generic words left out. */
  terms: ReadonlySet<string>;
  /** "Tell me more": lists are shown whole, not shortened to their names. */
  expand?: boolean;
  /** The kind of figure the question asks for, if it asks for one. */
  figure: FigureKind | null;
  /** "How do I…", "what are the steps": the steps of a procedure, in order. */
  steps: boolean;
}

/** Results are told in figures ("what did they achieve?"). */
const ASKS_FOR_RESULTS =
  /\b(results?|outcomes?|impact|improve\w*|benefit\w*|sav(e|ed|ings)|achiev\w*|gains?|get out of)\b/i;
const ASKS_FOR_STEPS =
  /\b(how (do|can|should|would) (i|we|you)|how does .+ work|how it works|walk me through|steps?|process|procedure)\b/i;
export function readAsked(question: string): Asked {
  const terms = new Set(
    tokenize(question).flatMap((token) => {
      const term = toTerm(token);
      return term !== null && !isGenericTerm(term) ? [term] : [];
    }),
  );
  // "What did they achieve?" asks for what the site lists as results.
  const results = ASKS_FOR_RESULTS.test(question);
  if (results) terms.add(toTerm("results") ?? "results");
  return {
    terms,
    figure:
      FIGURE_QUESTIONS.find(([, pattern]) => pattern.test(question))?.[0] ??
      (results ? "measure" : null),
    steps: ASKS_FOR_STEPS.test(question),
  };
}

/**
 * What kind of figure a question asks for, and how a sentence gives one: a count ("how many
 * clinics?" – "eleven clinics"), a measure ("how long is the link valid?" – "1 hour", "31%",
 * "$1.8M"), or a date or time ("when were you founded?" – "2024", "9:00 AM").
 */
export type FigureKind = "count" | "measure" | "date";

const NUMBER_WORD =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty|thirty|ninety|hundred";
const UNIT =
  "%|x\\b|×|ms\\b|milliseconds?|sec\\b|seconds?|min\\b|minutes?|hours?|days?|business days?|weeks?|months?|years?|characters?|times";

const FIGURE_QUESTIONS: readonly [FigureKind, RegExp][] = [
  ["count", /\b(how many|number of)\b/i],
  ["date", /\b(when|what year|which year|what time|what day|since when|what hours)\b/i],
  [
    "measure",
    /\b(how (long|much|fast|quick(ly)?|soon|often|big|far)|by how much|percent(age)?)\b/i,
  ],
];

const FIGURES: Record<FigureKind, RegExp> = {
  count: new RegExp(`\\d|\\b(${NUMBER_WORD})\\b`, "i"),
  measure: new RegExp(
    `(\\d[\\d,.]*\\+?\\s*(${UNIT}))|\\$\\s?\\d|\\b(${NUMBER_WORD}|an?|half an?)[- ](${UNIT})|\\b(twice|half)\\b`,
    "i",
  ),
  date: /\b(19|20)\d\d\b|\b\d{1,2}(:\d\d)?\s?(AM|PM)\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?)\b/i,
};

/** Whether a unit gives the kind of figure asked for; a name's digits ("24/7 AI Workforce") do not count. */
export const givesFigure = (text: string, kind: FigureKind) =>
  FIGURES[kind].test(wordsOf(text.replace(/\[[^\]]*\]\([^)]*\)/g, "")));
