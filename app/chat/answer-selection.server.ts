/**
 * Which of the passages a search found make up an answer: the best, the runners-up close enough
 * to join it, and those it only points to in a line.
 */
import type { KnowledgeHit } from "./knowledge.server.ts";

/** Passages in one answer: enough for a question that spans two sections, short enough to read. */
const MAX_PASSAGES = 3;
/** Runners-up join the best passage only while the answer stays this short (in characters). */
const MAX_ANSWER_CHARS = 1400;
/**
 * A runner-up joins the answer only when it scores close to the best passage: close scores
 * mean the question straddles both, a wide gap means the runner-up is a side topic.
 */
const JOIN_SHARE_OF_BEST = 0.6;
/** A runner-up from another page must come this close to the best passage to join it. */
const OTHER_PAGE_SHARE_OF_BEST = 0.7;
/**
 * A runner-up that does not join the answer (too long, or too far below the best for another
 * page) is still pointed to, by title, first sentence and link: a visitor whose question the
 * best passage misread finds the right one in a line, and the answer stays short. One at most,
 * and only a close one: two, or one at 45% of the best, put side topics ("Pricing" under a
 * clinic's question about healthcare) into answers for a point or two of the tuning figure.
 */
const MAX_RELATED = 1;
/** A runner-up scoring below this share of the best passage is not even pointed to. */
const POINTER_SHARE_OF_BEST = 0.8;

const pagePath = (hit: KnowledgeHit) => hit.url.split(/[#?]/)[0] || "/";

/** A passage named by its title with its first sentence: a pointer to it. */
export const pointer = (hit: KnowledgeHit) =>
  `**${hit.title}**: ${firstSentence(hit.text.replace(`**${hit.title}**`, ""))}`;

/** A line ending in a colon of at most this many words only announces the list after it. */
const LIST_HEADING_WORDS = 5;

/** The opening sentence of a passage, for a pointer to it. */
function firstSentence(text: string): string {
  // A line that is only a bold heading ("**The challenge**") says nothing yet.
  const first =
    text.split("\n").find((part) => part.trim() !== "" && !/^\*\*[^*]+\*\*:?$/.test(part.trim())) ??
    text;
  // A list's or a quotation's first line, read as a sentence; a short heading of a list
  // ("Specifications of **X**:") says less than the list's first item.
  const lines = text.split("\n").filter((part) => part.trim() !== "");
  const next = lines[lines.indexOf(first) + 1];
  const opening =
    first.trim().endsWith(":") && first.trim().split(/\s+/).length <= LIST_HEADING_WORDS && next
      ? next
      : first;
  const line = opening.trim().replace(/^([-*>]|\d+\.)\s+/, "");
  // A line that introduces a list ("…the measured results:") ends the pointer as a sentence.
  return /^.*?[.!?](?=\s|$)/.exec(line)?.[0] ?? line.replace(/:$/, ".");
}

/** The passages an answer quotes, and the runners-up it only points to. */
export interface Selection {
  hits: KnowledgeHit[];
  related: KnowledgeHit[];
}

export function selectHits(candidates: readonly KnowledgeHit[]): Selection {
  const [best, ...others] = candidates;
  if (!best) return { hits: [], related: [] };
  const chosen = [best];
  const related: KnowledgeHit[] = [];
  let length = best.text.length;
  for (const hit of others) {
    if (hit.score < best.score * POINTER_SHARE_OF_BEST) break;
    // A passage from another page joins only when it scores nearly as well: it must be about
    // what was asked, not share one word with it ("email address" is no office address).
    const joins =
      chosen.length < MAX_PASSAGES &&
      hit.score >= best.score * JOIN_SHARE_OF_BEST &&
      (pagePath(hit) === pagePath(best) || hit.score >= best.score * OTHER_PAGE_SHARE_OF_BEST) &&
      length + hit.text.length <= MAX_ANSWER_CHARS;
    if (joins) {
      chosen.push(hit);
      length += hit.text.length;
    } else if (related.length < MAX_RELATED) {
      related.push(hit);
    }
  }
  return { hits: chosen, related };
}
