import { searchedText, type Passage } from "../passages/passage.ts";
import { tokenize, toTerm } from "./search-terms.server.ts";

/**
 * Words that tell a passage apart from the other passages of its page. An overview and the
 * passage holding one specific fact share most of their words ("agents", "customers", "team"),
 * so both searches rank them close; the words only the specific passage uses (its text's
 * "summary", its written questions' "handover") say which one a visitor means. Computed from
 * the content and the written questions alone, when the index is built.
 */

/** How much a word of a passage's text counts against its share of the written questions. */
const TEXT_SHARE = 0.5;
/** What a distinctive word is worth, against scores where the best passage match counts 1. */
const DISTINCT_WEIGHT = 0.5;

type WordGroups = readonly (readonly string[])[];

export interface DistinctiveTerms {
  /**
   * What the message's words say for this passage against its neighbours: for each word group
   * (a word and the terms it is searched by), how much more this passage uses it than any neighbour, summed.
   */
  bonus(passageId: string, groups: WordGroups): number;
  /**
   * Ranked passages of the same page reordered among themselves by their bonus, each page
   * keeping the scores its passages had: a page's standing against other pages is the
   * searches' to decide, which of its passages answers is the distinctive words'.
   */
  reorder(ranked: { id: string; score: number }[], groups: WordGroups): void;
}

const termsOf = (text: string) => new Set(tokenize(text).flatMap((token) => toTerm(token) ?? []));

const pageOf = (passage: Passage) => passage.url.split(/[#?]/)[0] || "/";

/** How much a passage uses each term: in its text, and in what share of its questions. */
function usage(passage: Passage): Map<string, number> {
  const weights = new Map<string, number>();
  const questions = passage.questions ?? [];
  for (const question of questions) {
    for (const term of termsOf(question)) {
      weights.set(term, (weights.get(term) ?? 0) + (1 - TEXT_SHARE) / questions.length);
    }
  }
  for (const term of termsOf(`${passage.title} ${searchedText(passage)}`)) {
    weights.set(term, (weights.get(term) ?? 0) + TEXT_SHARE);
  }
  return weights;
}

export function createDistinctiveTerms(passages: readonly Passage[]): DistinctiveTerms {
  const usages = new Map(passages.map((passage) => [passage.id, usage(passage)]));
  const pages = new Map<string, Passage[]>();
  for (const passage of passages) {
    const page = pages.get(pageOf(passage));
    if (page) page.push(passage);
    else pages.set(pageOf(passage), [passage]);
  }
  const distinctive = new Map<string, Map<string, number>>();
  for (const neighbours of pages.values()) {
    for (const passage of neighbours) {
      const own = usages.get(passage.id) ?? new Map<string, number>();
      const terms = new Map<string, number>();
      for (const [term, weight] of own) {
        let nearest = 0;
        for (const other of neighbours) {
          if (other !== passage) nearest = Math.max(nearest, usages.get(other.id)?.get(term) ?? 0);
        }
        if (weight > nearest) terms.set(term, weight - nearest);
      }
      distinctive.set(passage.id, terms);
    }
  }
  const pageOfId = new Map(passages.map((passage) => [passage.id, pageOf(passage)]));
  const bonus = (passageId: string, groups: WordGroups) => {
    const terms = distinctive.get(passageId);
    if (!terms) return 0;
    let sum = 0;
    for (const group of groups) sum += Math.max(0, ...group.map((term) => terms.get(term) ?? 0));
    return sum;
  };
  return {
    bonus,
    reorder(ranked, groups) {
      const byPage = new Map<string, typeof ranked>();
      for (const entry of ranked) {
        const page = pageOfId.get(entry.id) ?? "";
        const entries = byPage.get(page);
        if (entries) entries.push(entry);
        else byPage.set(page, [entry]);
      }
      for (const entries of byPage.values()) {
        if (entries.length < 2) continue;
        const scores = entries.map((entry) => entry.score).sort((a, b) => b - a);
        const adjusted = new Map(
          entries.map((entry) => [entry, entry.score + DISTINCT_WEIGHT * bonus(entry.id, groups)]),
        );
        const reordered = [...entries].sort((a, b) => adjusted.get(b)! - adjusted.get(a)!);
        reordered.forEach((entry, index) => (entry.score = scores[index] ?? entry.score));
      }
      ranked.sort((a, b) => b.score - a.score);
    },
  };
}
