/**
 * A passage read as the pieces an answer is cut from: its sentences, list items, steps and
 * quotations, each knowing the heading it stands under and its passage's title.
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
export const isListed = (unit: Unit) => unit.kind === "item" || unit.kind === "step";
/** The mark of a list item or a step. */
export const MARK = /^\s*(?:[-*]|\d+\.)\s+/;
const STEP = /^\s*\d+\.\s+/;
/** A sentence ends at ".", "!" or "?" before a space and a capital, a mark or a link. */
export const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z*["(])/;

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
export const wordsOf = (text: string) =>
  text
    .replace(/^\s*(?:[-*]|\d+\.)\s+/, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[*_[\]>]/g, "");
