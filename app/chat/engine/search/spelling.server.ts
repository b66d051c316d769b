import { readFileSync } from "node:fs";
import distance from "damerau-levenshtein";
import wordListPath from "word-list";
import { boundedMemo } from "../../bounded-memo.ts";

/**
 * Puts right the misspelt words of a question before it is searched ("histroy", "pasword",
 * "platfrom"): a word the site never uses becomes the site's word it is one slip away from (a
 * letter missing, added, changed or two swapped), or two slips for a long word. A word found in
 * an English word list is never changed, however rare ("crickets" is not "tickets"), and short
 * words are left alone: at four letters nearly every word is one slip from another.
 */

/** Words shorter than this are never changed. */
const MIN_LENGTH = 5;
/** From this length on, two slips are put right. */
const TWO_SLIPS_LENGTH = 8;
/** Corrections remembered, so a burst of the same misspelling costs one lookup. */
const CACHE_SIZE = 2000;

const WORD = /\p{L}+/gu;

/**
 * The English word list (about 275,000 words) as the one string of its file, with where each
 * word starts: a tenth of the memory of a Set. It is searched by halves, comparing characters in
 * place, so a look-up allocates nothing; where a scan of the whole string took four of the
 * assistant's five seconds of start-up, the whole list now loads and checks in a fraction of one.
 * The file is sorted but for a few words, which a search by halves would miss: those are kept
 * apart.
 */
interface WordList {
  text: string;
  starts: Uint32Array;
  outOfOrder: ReadonlySet<string>;
}

let englishWords: WordList | undefined;

/** Compares `text` from `start` to `end` with `other` from `otherStart` to `otherEnd`. */
function compareRanges(
  text: string,
  start: number,
  end: number,
  other: string,
  otherStart: number,
  otherEnd: number,
): number {
  const common = Math.min(end - start, otherEnd - otherStart);
  for (let index = 0; index < common; index++) {
    const difference = text.charCodeAt(start + index) - other.charCodeAt(otherStart + index);
    if (difference !== 0) return difference;
  }
  return end - start - (otherEnd - otherStart);
}

function searchByHalves(
  list: Omit<WordList, "outOfOrder">,
  word: string,
  from = 0,
  to = word.length,
) {
  const { text, starts } = list;
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = starts[middle] ?? 0;
    const end = (starts[middle + 1] ?? 0) - 1;
    const order = compareRanges(text, start, end, word, from, to);
    if (order === 0) return true;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

function loadWordList(): WordList {
  const file = readFileSync(wordListPath, "utf8");
  const text = file.endsWith("\n") ? file : `${file}\n`;
  const starts: number[] = [0];
  for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", end + 1)) {
    if (end + 1 < text.length) starts.push(end + 1);
  }
  starts.push(text.length);
  const list = { text, starts: Uint32Array.from(starts) };
  const outOfOrder = new Set<string>();
  for (let index = 0; index + 1 < starts.length; index++) {
    const start = starts[index] ?? 0;
    const end = (starts[index + 1] ?? 0) - 1;
    if (!searchByHalves(list, text, start, end)) outOfOrder.add(text.slice(start, end));
  }
  return { ...list, outOfOrder };
}

/** Whether a word is in the English word list. */
export function isEnglishWord(word: string): boolean {
  englishWords ??= loadWordList();
  return englishWords.outOfOrder.has(word) || searchByHalves(englishWords, word);
}

/** How often each letter is in one word less the other, by UTF-16 code unit; zero between uses. */
const letterTally = new Int32Array(0x10000);

/**
 * The letters one word has and the other lacks, counted on the side with more: never more than
 * the slips between them (a swap changes no letter, any other slip one), so a candidate it puts
 * too far away is passed over without measuring the distance, which most candidates are.
 */
export function letterDifference(a: string, b: string): number {
  for (let index = 0; index < a.length; index++) letterTally[a.charCodeAt(index)]! += 1;
  for (let index = 0; index < b.length; index++) letterTally[b.charCodeAt(index)]! -= 1;
  let surplus = 0;
  let shortfall = 0;
  for (const word of [a, b]) {
    for (let index = 0; index < word.length; index++) {
      const code = word.charCodeAt(index);
      const count = letterTally[code]!;
      if (count > 0) surplus += count;
      else shortfall -= count;
      letterTally[code] = 0;
    }
  }
  return Math.max(surplus, shortfall);
}

export interface SpellingCorrector {
  /** The text with each misspelt word replaced by the site's word, lower-cased. */
  correct(text: string): string;
  /** The text with each misspelt word replaced by the site's word, the rest as written. */
  correctSlips(text: string): string;
}

const wordsOf = (text: string) => [...text.toLowerCase().matchAll(WORD)].map(([word]) => word);

/**
 * A corrector towards the words of `texts` (the site's content, counted so the commoner of two
 * equally close words wins); the words of `alsoKnown` are never changed, though no misspelling
 * is put right towards them.
 */
export function createSpellingCorrector(
  texts: Iterable<string>,
  alsoKnown: Iterable<string>,
): SpellingCorrector {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of wordsOf(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const known = new Set(counts.keys());
  for (const text of alsoKnown) for (const word of wordsOf(text)) known.add(word);
  const byLength = new Map<number, string[]>();
  for (const word of counts.keys()) {
    if (word.length < MIN_LENGTH - 1) continue;
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }

  function nearest(word: string): string {
    const slips = word.length >= TWO_SLIPS_LENGTH ? 2 : 1;
    let best = word;
    let bestSteps = Number.POSITIVE_INFINITY;
    let bestCount = 0;
    for (let length = word.length - slips; length <= word.length + slips; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        if (letterDifference(word, candidate) > slips) continue;
        const { steps } = distance(word, candidate);
        if (steps > slips) continue;
        const count = counts.get(candidate) ?? 0;
        if (steps < bestSteps || (steps === bestSteps && count > bestCount)) {
          best = candidate;
          bestSteps = steps;
          bestCount = count;
        }
      }
    }
    return best;
  }

  const correction = boundedMemo(CACHE_SIZE, (word) =>
    isEnglishWord(word) ? word : nearest(word),
  );
  const corrected = (word: string) =>
    word.length < MIN_LENGTH || known.has(word) ? word : correction(word);

  return {
    correct: (text) => text.toLowerCase().replace(WORD, corrected),
    correctSlips: (text) =>
      text.replace(WORD, (word) => {
        const lower = word.toLowerCase();
        const right = corrected(lower);
        return right === lower ? word : right;
      }),
  };
}
