import MiniSearch, { type SearchResult } from "minisearch";
import { caseStudyPassages } from "./case-study-passages.server.ts";
import { helpPassages } from "./help-passages.server.ts";
import { legalDocumentPassages } from "./legal-passages.server.ts";
import { ASKS_FOR_FIGURE } from "./direct-answer.server.ts";
import type { Passage } from "./passage.ts";
import { createQuestionMatcher, type QuestionMatcher } from "./question-matcher.server.ts";
import {
  isGenericTerm,
  tokenize,
  toQueryTerms,
  toTerm,
  withPhraseHints,
  knownQueryWords,
} from "./search-terms.server.ts";
import { sitePassages } from "./site-passages.server.ts";
import { createSpellingCorrector, type SpellingCorrector } from "./spelling.server.ts";

export type { Passage } from "./passage.ts";
export type KnowledgeHit = Passage & { score: number };

/**
 * Relevance floor, calibrated on the visitor questions in the tests: an on-topic question
 * scores well above it, a question the site has nothing on ("capital of France", a poem about
 * cheese) only brushes one common word and stays below it.
 */
const MIN_SCORE = 6;
/**
 * How many of the question's meaningful words a passage must match: all of one or two (so
 * "reset password" does not land on any passage that mentions passwords), half of more.
 */
const requiredMatches = (words: number) => (words <= 2 ? words : Math.ceil(words / 2));
/** Hits far below the best one are about something else. */
const MIN_SHARE_OF_BEST = 0.3;

interface Knowledge {
  passages: ReadonlyMap<string, Passage>;
  index: MiniSearch<Passage>;
  questions: QuestionMatcher;
  spelling: SpellingCorrector;
}

let knowledge: Knowledge | undefined;

function buildKnowledge(): Knowledge {
  const passages = [
    ...sitePassages(),
    ...helpPassages(),
    ...caseStudyPassages(),
    ...legalDocumentPassages(),
  ];
  const index = new MiniSearch<Passage>({
    fields: ["title", "keywords", "questions", "text"],
    extractField: (passage, field) => {
      const value = passage[field as keyof Passage];
      return Array.isArray(value) ? value.join(" ") : (value ?? "");
    },
    processTerm: (token) => toTerm(token),
    searchOptions: {
      boost: { title: 2.5, keywords: 2, questions: 2, text: 1 },
      // Short words get no slack: "cost" must not match "costly", nor "data" "date".
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      maxFuzzy: 1,
      processTerm: (token) => toQueryTerms(token),
    },
  });
  index.addAll(passages);
  return {
    passages: new Map(passages.map((passage) => [passage.id, passage])),
    index,
    questions: createQuestionMatcher(passages),
    // Words are put right towards the content's own words; the written questions' words (some
    // misspelt on purpose, and matched as they are) are left as typed.
    spelling: createSpellingCorrector(
      passages.flatMap((passage) => [passage.title, passage.text, ...(passage.keywords ?? [])]),
      [...knownQueryWords(), ...passages.flatMap((passage) => passage.questions ?? [])],
    ),
  };
}

function getKnowledge(): Knowledge {
  knowledge ??= buildKnowledge();
  return knowledge;
}

/** Every passage the assistant can draw on, in content order. */
export function knowledgePassages(): Passage[] {
  return [...getKnowledge().passages.values()];
}

/**
 * Builds the index now and runs a search for every passage, so the first visitors to ask do
 * not wait for the index or for the engine to compile the search code.
 */
export function warmUpKnowledge(): void {
  for (const passage of getKnowledge().passages.values()) searchKnowledge(passage.title);
}

/** The meaningful words of a query, each with its synonyms; repeated words count once. */
function queryWordGroups(query: string): string[][] {
  const groups = new Map<string, string[]>();
  for (const token of tokenize(query)) {
    const terms = toQueryTerms(token);
    if (terms[0] && !groups.has(terms[0])) groups.set(terms[0], terms);
  }
  return [...groups.values()];
}

function matchedWords(result: SearchResult, groups: string[][]): number {
  const matched = new Set(result.queryTerms);
  return groups.filter((group) => group.some((term) => matched.has(term))).length;
}

/**
 * How many of the words to match count: a word no passage contains ("what values do you
 * *stand* for") cannot be matched by any, so it is left out, as long as the words the site
 * knows outnumber the others. A question mostly made of unknown words keeps them all, so an
 * off-topic question does not get an answer on the strength of one common word.
 */
function countedWords(groups: string[][], candidates: readonly SearchResult[]): number {
  const found = new Set(candidates.flatMap((result) => result.queryTerms));
  const known = groups.filter((group) => group.some((term) => found.has(term))).length;
  return known > groups.length - known ? known : groups.length;
}

/** The words a passage must match: the specific ones, unless the question has only generic ones. */
function wordsToMatch(groups: string[][]): string[][] {
  const specific = groups.filter((group) => !isGenericTerm(group[0] ?? ""));
  return specific.length > 0 ? specific : groups;
}

/** Options of {@link searchKnowledge}. */
export interface SearchOptions {
  limit?: number;
  /**
   * The topic of the conversation so far (the visitor's previous question), for a message
   * that leans on it ("and how long does that take?"). Its words rank passages, at a lower
   * weight than the message's own, and are required only when the message has none.
   */
  context?: string;
  /**
   * Only passages at these addresses: the sections the previous answer came from, for a
   * follow-up that stays on its topic ("what were the results?").
   */
  within?: ReadonlySet<string>;
}

/** How much a word of the conversation's earlier topic counts against one of the message. */
const CONTEXT_WEIGHT = 0.5;

/**
 * The passages that answer a question, best first, or none when the site has nothing on it.
 * Independent of how the answer is written, so a language-model engine can ground on it too.
 */
export function searchKnowledge(query: string, options: SearchOptions = {}): KnowledgeHit[] {
  const { limit = 3 } = options;
  // Questions are short; a pasted essay is cut so one message cannot hog the event loop.
  const knowledge = getKnowledge();
  const text = withPhraseHints(knowledge.spelling.correct(query.slice(0, 500)));
  const context = knowledge.spelling.correct(options.context?.slice(0, 500) ?? "");
  const groups = queryWordGroups(text);
  const contextGroups = queryWordGroups(context);
  if (groups.length === 0 && contextGroups.length === 0) return [];
  const { index, passages } = knowledge;
  const ownTerms = new Set(groups.flat());
  const { within } = options;
  const candidates = index.search(context ? `${text} ${context}` : text, {
    boostTerm: (term) => (!context || ownTerms.has(term) ? 1 : CONTEXT_WEIGHT),
    ...(within
      ? { filter: (result) => within.has(passages.get(String(result.id))?.url ?? "") }
      : {}),
  });
  // The message's own words decide what must match; the context only ranks.
  const mustMatch = wordsToMatch(groups.length > 0 ? groups : contextGroups);
  // Within the conversation's topic one word of the question is enough to go on.
  const required = within ? 1 : requiredMatches(countedWords(mustMatch, candidates));
  const floor = within ? MIN_SUGGESTION_SCORE : MIN_SCORE;
  const results = candidates.filter(
    (result) => result.score >= floor && matchedWords(result, mustMatch) >= required,
  );
  const nearest = knowledge.questions
    .match(text, within ? passages.size : 8)
    .filter((match) => !within || within.has(passages.get(match.passageId)?.url ?? ""));
  const ranked = fuse(results, candidates, nearest);
  // "How much…?", "how many…?": of passages that match about as well, the one with a figure.
  if (ASKS_FOR_FIGURE.test(text.toLowerCase())) {
    for (const entry of ranked) {
      if (FIGURE_IN_TEXT.test(passages.get(entry.id)?.text ?? "")) entry.score += FIGURE_PREFERENCE;
    }
    ranked.sort((a, b) => b.score - a.score);
  }
  const best = ranked[0]?.score ?? 0;
  return ranked
    .filter((result) => result.score >= best * MIN_SHARE_OF_BEST)
    .slice(0, limit)
    .flatMap((result) => {
      const passage = passages.get(result.id);
      return passage ? [{ ...passage, score: result.score }] : [];
    });
}

/** How much the nearest written question counts against the best passage match (which is 1). */
const QUESTION_WEIGHT = 2;
/** A written question this close answers the message even when the passage search does not. */
const MIN_QUESTION_SIMILARITY = 0.5;

/** How near a written question must be, and how clearly nearest, to decide on its own. */
const CLEAR_QUESTION_SIMILARITY = 0.85;
const CLEAR_QUESTION_MARGIN = 0.2;

/** What a figure in a passage adds for a question that asks for one. */
const FIGURE_PREFERENCE = 0.2;
const FIGURE_IN_TEXT = /\d/;

interface Ranked {
  id: string;
  score: number;
}

/**
 * The two opinions together: each accepted passage scores its share of the best passage match
 * plus the similarity of its nearest written question; a passage whose question is close enough
 * joins even when the passage search did not accept it.
 */
function fuse(
  accepted: readonly SearchResult[],
  candidates: readonly SearchResult[],
  nearest: readonly { passageId: string; similarity: number }[],
): Ranked[] {
  const best = accepted[0]?.score ?? candidates[0]?.score ?? 1;
  const lexical = new Map(candidates.map((result) => [String(result.id), result.score / best]));
  const similarity = new Map(nearest.map((match) => [match.passageId, match.similarity]));
  const ids = new Set(accepted.map((result) => String(result.id)));
  for (const match of nearest) {
    if (match.similarity >= MIN_QUESTION_SIMILARITY) ids.add(match.passageId);
  }
  const ranked = [...ids]
    .map((id) => ({
      id,
      score: Math.min(lexical.get(id) ?? 0, 1) + QUESTION_WEIGHT * (similarity.get(id) ?? 0),
    }))
    .sort((a, b) => b.score - a.score);
  // A message that is nearly one of the written questions, and clearly nearer to it than to any
  // other passage's, is answered by that passage whatever the word counts say.
  const [first, second] = nearest;
  const top = ranked[0];
  const clear =
    first &&
    first.similarity >= CLEAR_QUESTION_SIMILARITY &&
    first.similarity - (second?.similarity ?? 0) >= CLEAR_QUESTION_MARGIN;
  const promoted = clear ? ranked.find((entry) => entry.id === first.passageId) : undefined;
  if (promoted && top && promoted !== top) {
    promoted.score = top.score * 1.01;
    ranked.sort((a, b) => b.score - a.score);
  }
  return ranked;
}

/** A loose match still worth offering as "did you mean…?". */
const MIN_SUGGESTION_SCORE = 3;

/**
 * For a question the site does not clearly answer: the passages it comes closest to, one per
 * section, so the assistant can ask which one the visitor meant. Empty when nothing is close.
 */
export function closestPassages(query: string, limit = 2): Passage[] {
  const { index, passages, spelling } = getKnowledge();
  const text = spelling.correct(query.slice(0, 500));
  const groups = queryWordGroups(text);
  const specific = groups.filter((group) => !isGenericTerm(group[0] ?? ""));
  if (specific.length === 0) return [];
  const seen = new Set<string>();
  const closest: Passage[] = [];
  for (const result of index.search(text)) {
    if (closest.length === limit || result.score < MIN_SUGGESTION_SCORE) break;
    const passage = passages.get(String(result.id));
    if (!passage || seen.has(passage.url) || matchedWords(result, specific) === 0) continue;
    seen.add(passage.url);
    closest.push(passage);
  }
  return closest;
}
