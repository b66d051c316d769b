/** How the scorer reads an answer's markdown: its own-site links and its plain text. */

/** The own-site targets of the answer's markdown links: `[text](/path#anchor)` → "/path#anchor". */
export function siteLinkTargets(answer: string): string[] {
  const targets: string[] = [];
  for (const match of answer.matchAll(/\]\(\s*<?(\/[^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (match[1]) targets.push(match[1]);
  }
  return targets;
}

/**
 * Whether a link target is the expected page: an expected path without "#" or "?" accepts any
 * section or query of that page; one with them must begin the target.
 */
export function linkMatches(target: string, expected: string): boolean {
  if (/[#?]/.test(expected)) return target.startsWith(expected);
  const path = target.split(/[#?]/)[0] || "/";
  const page = expected.length > 1 ? expected.replace(/\/+$/, "") : expected;
  return path === page || path === `${page}/`;
}

/** The answer as plain text: emphasis and code marks dropped, links reduced to their text and target. */
export function plainText(answer: string): string {
  return answer
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, "$1 ($2)")
    .replace(/(\*\*|__|\*|`)/g, "")
    .replace(/[ \t]+/g, " ");
}
