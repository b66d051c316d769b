/**
 * "And the last one, what does it do?" after a reply that named three things: the visitor
 * points at one of them by its place in the list. The question is read with that thing's name
 * in place of the pointer, so it is answered like any question naming it.
 */

const ORDINALS: Record<string, number> = {
  first: 0,
  "1st": 0,
  second: 1,
  "2nd": 1,
  third: 2,
  "3rd": 2,
  fourth: 3,
  "4th": 3,
  fifth: 4,
  "5th": 4,
  last: -1,
  final: -1,
};

const ORDINAL = `(${Object.keys(ORDINALS).join("|")})`;
const THING =
  "(?:one|option|solution|product|offering|service|story|case(?: study)?|example|link|item)";
/**
 * "The second one", "the last option", "number 2", or "the last" closing its phrase: an
 * ordinal before any other word ("the first use case", "the first step") is no pointer.
 */
const POINTER = new RegExp(
  `\\bthe ${ORDINAL}(?: ${THING}\\b|(?=\\s*(?:[,?.!:;]|$)))|\\b${ORDINAL} ${THING}\\b|\\b(?:number|option|no\\.?) ([1-5])\\b`,
  "i",
);

/**
 * "Step 3", "the last stage": a pointer at a step of a numbered list ("the first step" after a
 * list of solutions points at none of them).
 */
const STEP_POINTER = new RegExp(
  `\\bthe ${ORDINAL} (?:step|stage|phase)\\b|\\b(?:step|stage|phase) ([1-9])\\b`,
  "i",
);
/** A numbered line's name, as ITEM reads it. */
const NUMBERED = /^\s*\d+[.)]\s+(?:\*\*([^*]+)\*\*|([^:(\n]+))/;

/**
 * A list written out in a sentence: "Four values guide our work: A, B, C and D.", "We offer A,
 * B and C."
 */
const INLINE_LIST =
  /(?::|\b(?:offer|provide|build|sell|have|include|includes|cover|covers|are)(?: the)?)\s+([^.:\n]+?,[^.:\n]+?\s(?:and|or)\s[^.:\n]+?)(?:[.\n]|$)/i;
/** What the things of a list written out after a colon are: "Four steps: …". */
const LIST_KIND = /\b(step|stage|phase)s\s*:$/i;

/** A list item's name: its bold words, or what it says before a colon or a bracket. */
const ITEM = /^\s*(?:[-*]|\d+[.)])\s+(?:\*\*([^*]+)\*\*|([^:(\n]+))/;

/**
 * The things a reply names in order: its links, or else its list items, or else a list written
 * out in a sentence.
 */
function listedThings(reply: string, nameOf: (url: string, text: string) => string): string[] {
  // The first list of links is what the reply listed; links further on point elsewhere.
  const firstList = /(?:^[ \t]*(?:[-*]|\d+[.)])[ \t]+[^\n]*\]\([^)]+\)[^\n]*\n?){2,}/m.exec(
    reply,
  )?.[0];
  const linked = namedThings(firstList ?? reply, nameOf);
  if (linked.length >= 2) return linked;
  const items = reply
    .split("\n")
    .flatMap((line) => {
      const match = ITEM.exec(line);
      return match ? [(match[1] ?? match[2] ?? "").trim()] : [];
    })
    .filter(Boolean);
  if (items.length >= 2) return items;
  const inline = INLINE_LIST.exec(reply);
  if (!inline?.[1]) return [];
  // "Four steps: Consultation, …, Integration and Optimization": each is a step, so "the third
  // one" is the Integration step, not the product of that name.
  const kind = LIST_KIND.exec(reply.slice(0, inline.index + 1))?.[1]?.toLowerCase();
  return inline[1]
    .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)
    .map((item) => (kind ? `${item.trim()} ${kind}` : item.trim()));
}

/** Links of a reply in the order it names them, without the sources it cites at the end. */
function namedThings(reply: string, nameOf: (url: string, text: string) => string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const line of reply.split("\n")) {
    if (/^\s*Read more on\b/i.test(line)) continue;
    for (const [, name, url] of line.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
      if (!name || !url || seen.has(url)) continue;
      seen.add(url);
      names.push(nameOf(url, name));
    }
  }
  return names;
}

/**
 * The question with "the second one" replaced by what the previous reply listed second, or
 * null when it points at nothing the reply listed; "step 3" may point at the steps of an
 * earlier reply (`earlierReplies`, latest first). `nameOf` may name a link better than its
 * text ("personalised conversations" is the section "Hyper-Personalized Experiences").
 */
export function withOrdinalResolved(
  question: string,
  previousReply: string | undefined,
  nameOf: (url: string, text: string) => string = (_url, text) => text,
  earlierReplies: readonly string[] = [],
): string | null {
  if (!previousReply) return null;
  return (
    withStepResolved(question, [previousReply, ...earlierReplies]) ??
    withThingResolved(question, previousReply, nameOf)
  );
}

/**
 * The question with "step 3" replaced by the third step of the latest reply that numbered
 * steps: after "what happens in step 3?" was answered, "and the last step?" is still about them.
 */
function withStepResolved(question: string, replies: readonly string[]): string | null {
  const match = STEP_POINTER.exec(question);
  if (!match) return null;
  const numbered = (reply: string) =>
    reply.split("\n").flatMap((line) => {
      const item = NUMBERED.exec(line);
      return item ? [(item[1] ?? item[2] ?? "").trim()] : [];
    });
  const steps = replies.map(numbered).find((list) => list.length >= 2) ?? [];
  const word = match[1]?.toLowerCase();
  const position = word !== undefined ? ORDINALS[word] : Number(match[2]) - 1;
  if (steps.length < 2 || position === undefined) return null;
  const step = position < 0 ? steps.at(position) : steps[position];
  if (!step) return null;
  // Read as "the Integration step" whatever the visitor called it: "stage" would also find
  // the step that launches "in stages".
  return `${question.slice(0, match.index)}the ${step} step${question.slice(match.index + match[0].length)}`;
}

function withThingResolved(
  question: string,
  previousReply: string,
  nameOf: (url: string, text: string) => string,
): string | null {
  const match = POINTER.exec(question);
  if (!match) return null;
  const things = listedThings(previousReply, nameOf);
  if (things.length < 2) return null;
  const word = (match[1] ?? match[2])?.toLowerCase();
  const position = word !== undefined ? ORDINALS[word] : Number(match[3]) - 1;
  if (position === undefined) return null;
  const thing = position < 0 ? things.at(position) : things[position];
  if (thing === undefined) return null;
  return `${question.slice(0, match.index)}${thing}${question.slice(match.index + match[0].length)}`;
}
