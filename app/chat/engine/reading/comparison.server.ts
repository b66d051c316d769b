/**
 * "Pausing vs closing the account?", "what's the difference between deactivating and
 * deleting?": a question that compares two things is answered on both sides, each side as a
 * question of its own.
 */

const SIDES = [
  /\bdifference between (.+?) and (.+?)(?:[?.!]|$)/i,
  /\b(?:compare|comparing) (.+?) (?:and|with|to) (.+?)(?:[?.!,]|$)/i,
  /(?:^|[,:;]\s*)([^,:;?]+?) (?:vs\.?|versus|or rather|compared (?:to|with)) ([^,:;?]+)/i,
];

/** Leading words that say nothing about either side ("so", "what is the"). */
const FILLER = /^(?:(?:so|ok(?:ay)?|and|but|what(?:'s| is)(?: the)?|whats|is|the)\s+)+/i;

/**
 * The two sides of a comparison, each as a phrase that names its thing in full: a side of one
 * word borrows the other side's words after its first ("pausing" and "closing the account"
 * give "pausing the account"). Null for a question that compares nothing.
 */
export function comparisonSides(question: string): [string, string] | null {
  for (const pattern of SIDES) {
    const match = pattern.exec(question);
    const [left, right] = [match?.[1], match?.[2]].map((side) =>
      side?.trim().replace(FILLER, "").trim(),
    );
    if (!left || !right) continue;
    const [leftHead, ...leftRest] = left.split(/\s+/);
    const [rightHead, ...rightRest] = right.split(/\s+/);
    if (leftRest.length === 0 && rightRest.length > 0)
      return [`${leftHead} ${rightRest.join(" ")}`, right];
    if (rightRest.length === 0 && leftRest.length > 0)
      return [left, `${rightHead} ${leftRest.join(" ")}`];
    return [left, right];
  }
  return null;
}
