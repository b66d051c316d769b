/**
 * "How fast do students get a first reply now?": a question in the words of one client's story
 * (its sector, its people) that is not about what the product can do. The solutions' shared
 * figures share its everyday words ("fast", "reply") and would otherwise answer it.
 */
import { caseStudyKeywords } from "../passages/case-study-passages.server.ts";
import { asksWhatItDoes } from "./capability-question.server.ts";
import { tokenize, toTerm } from "../search/search-terms.server.ts";

const termsOf = (words: readonly string[]) =>
  new Set(words.flatMap((word) => tokenize(word).flatMap((token) => toTerm(token) ?? [])));

const sectorTerms = new Map(
  Object.entries(caseStudyKeywords).map(([id, words]) => [id, termsOf(words)]),
);

/** The client story whose sector a lower-case question names, when it is not a capability question. */
export function storyNamed(text: string, terms: ReadonlySet<string>): string | null {
  if (asksWhatItDoes(text)) return null;
  for (const [id, sector] of sectorTerms) {
    if ([...terms].some((term) => sector.has(term))) return id;
  }
  return null;
}

/** The client story whose sector a term names ("clinic", "lender"), if any. */
export function storyOfTerm(term: string): string | null {
  for (const [id, sector] of sectorTerms) if (sector.has(term)) return id;
  return null;
}
