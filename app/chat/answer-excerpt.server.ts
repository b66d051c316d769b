import { isGenericTerm, tokenize, toQueryTerms, toTerm } from "./search-terms.server.ts";

/**
 * Passages are written to be read whole on a page; a visitor asking one thing in a small chat
 * panel should read that thing first and little else. An excerpt is cut from a passage's
 * sentences and list items: the one that best answers the question leads, the few that support
 * it follow in the passage's order, and nothing else.
 */

/** One sentence, list item or step of a passage. */
export interface Unit {
  text: string;
  /** Where the unit stands in its passage, for reading the chosen ones in order. */
  position: number;
  /** The line the unit comes from: units of one paragraph are joined again. */
  line: number;
  kind: "sentence" | "item" | "step" | "quote";
  /** How well the unit's passage matched the question, against the best passage (0 to 1). */
  standing?: number;
  /** The heading the unit stands under ("**Results**"), if any. */
  heading?: string;
  /** The title of the unit's passage. */
  title?: string;
  /** The first unit of its passage: what the passage as a whole says. */
  opening?: boolean;
}

/** A line that only names what follows ("**Results**"). */
const HEADING_LINE = /^\*\*[^*]+\*\*:?$/;
const LIST_ITEM = /^\s*[-*]\s+/;
/** An item of a list or a step of a procedure. */
const isListed = (unit: Unit) => unit.kind === "item" || unit.kind === "step";
/** The mark of a list item or a step. */
const MARK = /^\s*(?:[-*]|\d+\.)\s+/;
const STEP = /^\s*\d+\.\s+/;
/** A sentence ends at ".", "!" or "?" before a space and a capital, a mark or a link. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z*["(])/;

/** The passage's text as units, headings dropped, in reading order. */
export function unitsOf(text: string, title = ""): Unit[] {
  const units: Unit[] = [];
  const opening = (unit: Unit) => ({ ...unit, opening: units.length === 0 });
  let heading = "";
  text.split("\n").forEach((raw, line) => {
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed === ">") return;
    // A quotation is one unit, as it was said.
    const previousUnit = units.at(-1);
    if (trimmed.startsWith(">")) {
      if (previousUnit?.kind === "quote" && previousUnit.line === line - 2) {
        previousUnit.text += `\n>\n${trimmed}`;
        previousUnit.line = line;
      } else {
        units.push(
          opening({ text: trimmed, position: units.length, line, kind: "quote", title, heading }),
        );
      }
      return;
    }
    if (HEADING_LINE.test(trimmed)) {
      heading = trimmed;
      return;
    }
    const context = { title, heading };
    // An indented list belongs to the item or step above it.
    const previous = units.at(-1);
    if (/^\s+(?:[-*]|\d+\.)\s/.test(raw) && previous && isListed(previous)) {
      previous.text += `\n${raw.trimEnd()}`;
      return;
    }
    if (LIST_ITEM.test(trimmed) || STEP.test(trimmed)) {
      const kind = STEP.test(trimmed) ? "step" : "item";
      units.push(opening({ text: trimmed, position: units.length, line, kind, ...context }));
      return;
    }
    // A line that announces a list ("Key features of …:") is the heading of the items below it.
    if (trimmed.endsWith(":")) heading = trimmed;
    // A question the passage asks itself ("Do we need developers? No. …") stays with its answer.
    const sentences = trimmed.split(SENTENCE_END).reduce<string[]>((joined, sentence) => {
      const previous = joined.at(-1);
      if (previous?.endsWith("?")) joined[joined.length - 1] = `${previous} ${sentence}`;
      else joined.push(sentence);
      return joined;
    }, []);
    for (const sentence of sentences) {
      if (sentence.trim()) {
        units.push(
          opening({
            text: sentence.trim(),
            position: units.length,
            line,
            kind: "sentence",
            ...context,
          }),
        );
      }
    }
  });
  return units;
}

/** A unit's own words, without list marks, emphasis or link targets. */
const wordsOf = (text: string) =>
  text
    .replace(/^\s*(?:[-*]|\d+\.)\s+/, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[*_[\]>]/g, "");

/** What the question asks, as the excerpt needs it. */
export interface Asked {
  /** The question's own terms (stemmed, synonyms apart), generic words left out. */
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
  /\b(results?|outcomes?|impact|improve\w*|benefit\w*|sav(e|ed|ings)|achiev\w*|gains?)\b/i;
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

/** What a figure is worth, in shared words, to a question that asks for one. */
const FIGURE_WEIGHT = 1.5;
/** What a question term counts when it names what the unit is part of rather than the unit. */
const TITLE_TERM_WEIGHT = 0.4;
/** A unit of the best-matching passage wins a tie with one of a passage that matched less. */
const STANDING_WEIGHT = 0.5;
/** The opening of a passage usually says what it is about: a small head start. */
const OPENING_WEIGHT = 0.25;

const termsIn = (text: string) =>
  new Set(tokenize(wordsOf(text)).flatMap((token) => toQueryTerms(token)));

/** How many of the question's terms a unit holds (synonyms count). */
function sharedTerms(unit: Unit, asked: Asked): number {
  const own = termsIn(`${unit.text} ${unit.heading ?? ""}`);
  return [...asked.terms].filter((term) => own.has(term)).length;
}

/** How many of the question's terms the unit holds that its passage's title does not. */
function ownTerms(unit: Unit, asked: Asked): number {
  const own = termsIn(`${unit.text} ${unit.heading ?? ""}`);
  const title = termsIn(unit.title ?? "");
  return [...asked.terms].filter((term) => own.has(term) && !title.has(term)).length;
}

/**
 * How well a unit's words answer the question. A term of the heading it stands under counts
 * as its own ("results?" for each result under **Results**); one of its passage's title counts
 * less: "healthcare" names the story every sentence of the healthcare story is about, "wait"
 * the sentence that answers.
 */
function termWeight(unit: Unit, asked: Asked): number {
  const own = termsIn(`${unit.text} ${unit.heading ?? ""}`);
  const title = termsIn(unit.title ?? "");
  return [...asked.terms].reduce((sum, term) => {
    if (title.has(term)) return sum + TITLE_TERM_WEIGHT;
    return own.has(term) ? sum + 1 : sum;
  }, 0);
}

/**
 * What kind of figure a question asks for, and how a sentence gives one: a count ("how many
 * clinics?" – "eleven clinics"), a measure ("how long is the link valid?" – "1 hour", "31%",
 * "$1.8M"), or a date or time ("when were you founded?" – "2024", "9:00 AM").
 */
type FigureKind = "count" | "measure" | "date";

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
    `(\\d[\\d,.]*\\+?\\s*(${UNIT}))|\\$\\s?\\d|\\b(${NUMBER_WORD}|an?|half an?)[- ](${UNIT})|\\b(once|twice|half)\\b`,
    "i",
  ),
  date: /\b(19|20)\d\d\b|\b\d{1,2}(:\d\d)?\s?(AM|PM)\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?)\b/i,
};

/** Whether a unit gives the kind of figure asked for; a name's digits ("24/7 AI Workforce") do not count. */
const givesFigure = (text: string, kind: FigureKind) =>
  FIGURES[kind].test(wordsOf(text.replace(/\[[^\]]*\]\([^)]*\)/g, "")));

/** How well a unit answers the question: shared terms, and a figure when one is asked for. */
export function unitScore(unit: Unit, asked: Asked): number {
  const figure = asked.figure && givesFigure(unit.text, asked.figure) ? FIGURE_WEIGHT : 0;
  const opening = unit.opening === true ? OPENING_WEIGHT : 0;
  return termWeight(unit, asked) + figure + opening + (unit.standing ?? 1) * STANDING_WEIGHT;
}

/** A sentence that opens on a word pointing back at the one before. */
const POINTS_BACK = /^(it|its|they|their|this|that|these|those|he|she)\b/i;

/** A list or steps asked for whole may take this many times an answer's usual room. */
const LIST_ROOM = 1.5;

/** The units chosen for an answer, the leading one first. */
export interface Excerpt {
  lead: Unit;
  rest: Unit[];
}

/**
 * The units of a passage that answer the question within `budget` characters: the best first,
 * then those that share the question's words by how much they share, then (when the answer is
 * still short) the ones right after the lead, which usually explain it. Steps and lists asked
 * for come whole when they fit.
 */
export function excerpt(
  units: readonly Unit[],
  asked: Asked,
  budget: number,
  seen: (unit: Unit) => boolean = () => false,
): Excerpt | null {
  const open = units.filter((unit) => !seen(unit));
  const scored = open
    .map((unit) => ({ unit, score: unitScore(unit, asked) }))
    .sort((a, b) => b.score - a.score || a.unit.position - b.unit.position);
  const top = scored[0]?.unit;
  if (!top) return null;
  const { list, short } = listFor(open, asked, top, budget);
  // A list asked for whole is read from its start.
  const leadsList = list.some((unit) => unit.position === top.position);
  const best = leadsList && list[0] ? list[0] : top;
  // Chosen units by position: a shortened list item stands in for the item itself.
  const chosen = new Map<number, Unit>([[best.position, best]]);
  let length = best.text.length;
  const add = (unit: Unit, room: number) => {
    if (chosen.has(unit.position) || length + unit.text.length > room) return;
    // A line announcing a list says nothing without it.
    if (unit.kind === "sentence" && unit.text.endsWith(":") && list.length === 0) return;
    chosen.set(unit.position, unit);
    length += unit.text.length;
  };
  // A list shortened to its names is shown whole: it is what was asked for.
  for (const unit of list) add(unit, short ? Infinity : budget * LIST_ROOM);
  const room = Math.max(budget, length);
  // A passage short enough to read at a glance is shown whole, its answer first.
  const total = open.reduce((sum, unit) => sum + unit.text.length, 0);
  if (list.length === 0 && total <= budget) open.forEach((unit) => add(unit, room));
  for (const { unit } of scored) if (sharedTerms(unit, asked) >= 1) add(unit, room);
  // What follows the lead usually explains it: read on while there is room.
  for (const unit of open) {
    if (unit.position > best.position && unit.kind === "sentence") add(unit, room);
  }
  // A sentence that begins "It…" or "They…" needs the one before it, which names what it means.
  const antecedent = (unit: Unit) =>
    POINTS_BACK.test(wordsOf(unit.text))
      ? open.find((other) => other.position === unit.position - 1 && other.kind === "sentence")
      : undefined;
  for (const unit of [...chosen.values()]) {
    const before = antecedent(unit);
    if (before) chosen.set(before.position, before);
  }
  let lead = best;
  for (let before = antecedent(lead); before; before = antecedent(lead)) lead = before;
  // The list a lead opens is read right after it, the other lines after the list.
  const inList = (unit: Unit) => leadsList && list.some((item) => item.position === unit.position);
  const rest = [...chosen.values()]
    .filter((unit) => unit.position !== lead.position)
    .sort((a, b) => Number(inList(b)) - Number(inList(a)) || a.position - b.position);
  return { lead, rest };
}

/** The list to show whole for this question, shortened when it is long; empty for none. */
function listFor(
  units: readonly Unit[],
  asked: Asked,
  lead: Unit,
  budget: number,
): { list: Unit[]; short: boolean } {
  const list = wholeList(units, asked, lead) ?? [];
  const length = list.reduce((sum, unit) => sum + unit.text.length, 0);
  const short = length > budget && !asked.expand;
  return { list: short ? shortened(list) : list, short };
}

/**
 * The steps of a procedure asked how to follow, or the list asked for, when the passage has
 * one; not when the question names one item of the list ("any examples in healthcare?").
 */
function wholeList(units: readonly Unit[], asked: Asked, lead: Unit): Unit[] | null {
  const steps = units.filter((unit) => unit.kind === "step");
  // A passage matched as a whole (its opening leads) is answered with its steps or its list.
  // A procedure whose opening leads is asked whole ("I forgot my password"). A list is when
  // the opening leads on the passage's subject alone, not on words of its own that answer
  // ("how many clinics?" – "eleven clinics").
  const wholePassage = lead.opening === true && ownTerms(lead, asked) === 0;
  if (steps.length > 0 && (asked.steps || lead.opening === true)) return steps;
  const firstList = units.find(isListed);
  if (wholePassage && firstList) {
    return units.filter(
      (unit) => unit.kind === firstList.kind && unit.heading === firstList.heading,
    );
  }
  // A line that announces a list ("Kestrel AI offers these solutions:") is read with it.
  if (lead.kind === "sentence" && lead.text.endsWith(":")) {
    const announced = units.find((unit) => unit.position > lead.position)?.kind;
    return announced === "item" || announced === "step"
      ? units.filter((unit) => unit.kind === announced)
      : null;
  }
  const items = units.filter((unit) => unit.kind === "item");
  if (items.length === 0) return null;
  if (lead.kind !== "item") return null;
  return pickedItem(units, items, asked) ? null : items;
}

/** Whether the question names a term only one item of the list holds, not the list's intro. */
function pickedItem(units: readonly Unit[], items: readonly Unit[], asked: Asked): boolean {
  const intro = units.filter((unit) => unit.kind === "sentence" && unit.text.endsWith(":"));
  const holders = (term: string, among: readonly Unit[]) =>
    among.filter((unit) => sharedTerms(unit, { ...asked, terms: new Set([term]) }) > 0).length;
  return [...asked.terms].some((term) => holders(term, items) === 1 && holders(term, intro) === 0);
}

/** What an item is called: its bold or linked name before a colon ("- **Ethical AI**: …"). */
const ITEM_HEAD =
  /^(\s*(?:[-*]|\d+\.)\s+(?:\*\*[^*]+\*\*|\[[^\]]+\]\([^)]*\))(?:\s*\([^)]*\))?):\s/;

/** A list too long to show whole, shortened: items by their names, or to their first sentence. */
function shortened(items: readonly Unit[]): Unit[] {
  const parts = items.map((unit) => {
    const mark = /^\s*(?:[-*]|\d+\.)\s+/.exec(unit.text)?.[0] ?? "";
    const head = ITEM_HEAD.exec(unit.text)?.[1];
    const [first = ""] = unit.text.slice(mark.length).split(SENTENCE_END);
    return { unit, head, first: `${mark}${first.split("\n")[0] ?? ""}` };
  });
  const named = parts.every(({ head }) => head !== undefined);
  if (named) return parts.map(({ unit, head }) => ({ ...unit, text: head ?? unit.text }));
  return parts.map(({ unit, first }) => ({ ...unit, text: first }));
}

/** The excerpt as markdown: the lead first, lists kept as lists, a lone item or step as a sentence. */
export function renderExcerpt({ lead, rest }: Excerpt): string {
  const units = [lead, ...rest];
  const inList = (unit: Unit, other: Unit | undefined) =>
    other !== undefined && isListed(unit) && other.kind === unit.kind;
  const blocks: string[] = [];
  units.forEach((unit, index) => {
    const before = units[index - 1];
    const listed = inList(unit, before) || inList(unit, units[index + 1]);
    const text = !isListed(unit) || listed ? unit.text : unit.text.replace(MARK, "");
    if (listed && inList(unit, before)) blocks[blocks.length - 1] += `\n${text}`;
    else if (unit.kind === "sentence" && before?.kind === "sentence" && before.line === unit.line) {
      blocks[blocks.length - 1] += ` ${text}`;
    } else blocks.push(text);
  });
  return blocks.join("\n\n");
}
