/**
 * Passages are written to be read whole on a page; a visitor asking one thing in a small chat
 * panel should read that thing first and little else. An excerpt is cut from a passage's units
 * (passage-units.server.ts): the one that best answers the question leads, the few that support
 * it follow in the passage's order, and nothing else.
 */
import { givesFigure, type Asked } from "../reading/asked-for.server.ts";
import {
  isListed,
  MARK,
  SENTENCE_END,
  wordsOf,
  type Unit,
} from "../passages/passage-units.server.ts";
import { tokenize, toTerm } from "../search/search-terms.server.ts";

/** What a figure is worth, in shared words, to a question that asks for one. */
const FIGURE_WEIGHT = 1.5;
/** What a question term counts when it names what the unit is part of rather than the unit. */
const TITLE_TERM_WEIGHT = 0.4;
/** A unit of the best-matching passage wins a tie with one of a passage that matched less. */
const STANDING_WEIGHT = 0.5;
/** The opening of a passage usually says what it is about: a small head start. */
const OPENING_WEIGHT = 0.25;

const termsIn = (text: string) =>
  new Set(tokenize(wordsOf(text)).flatMap((token) => toTerm(token) ?? []));

/** How many of the question's terms a unit holds. */
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

/** How well a unit answers the question: shared terms, and a figure when one is asked for. */
function unitScore(unit: Unit, asked: Asked): number {
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
  // The steps of the lead's own procedure: two passages of one page may each have theirs.
  const steps = units.filter((unit) => unit.kind === "step" && unit.title === lead.title);
  // A passage matched as a whole (its opening leads) is answered with its steps or its list.
  // A procedure whose opening leads is asked whole ("I forgot my password"). A list is when
  // the opening leads on the passage's subject alone, not on words of its own that answer
  // ("how many clinics?" – "eleven clinics").
  const wholePassage = lead.opening === true && ownTerms(lead, asked) === 0;
  // A question naming one step ("what happens in the Integration step?") asks for that step.
  if (steps.length > 0 && (asked.steps || lead.opening === true)) {
    return namesOne(steps, asked) ? null : steps;
  }
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

/** Whether the question names one of the items by what it is called. */
function namesOne(items: readonly Unit[], asked: Asked): boolean {
  const names = items.map((unit) => termsIn(ITEM_HEAD.exec(unit.text)?.[1] ?? ""));
  return [...asked.terms].some((term) => names.filter((name) => name.has(term)).length === 1);
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
