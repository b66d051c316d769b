import MiniSearch, { type SearchResult } from "minisearch";
import { conversationExamples } from "#app/content/chat-conversation-examples.ts";
import { caseStudyPassages } from "../passages/case-study-passages.server.ts";
import { helpPassages } from "../passages/help-passages.server.ts";
import { legalDocumentPassages } from "../passages/legal-passages.server.ts";
import { searchedText, type Passage } from "../passages/passage.ts";
import { givesFigure, readAsked } from "../reading/asked-for.server.ts";
import { fuse } from "./fusion.server.ts";
import { createQuestionMatcher, type NearestExamples } from "./nearest-examples.server.ts";
import { isGenericTerm, tokenize, toTerm, knownQueryWords } from "./search-terms.server.ts";
import { sitePassages } from "../passages/site-passages.server.ts";
import { createSpellingCorrector, type SpellingCorrector } from "./spelling.server.ts";

export type { Passage } from "../passages/passage.ts";
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
/** What a passage keeps of its score when it gives no figure of the kind a question asks for. */
const WITHOUT_FIGURE_SHARE = 0.8;
/** Hits far below the best one are about something else. */
const MIN_SHARE_OF_BEST = 0.3;

interface Knowledge {
  passages: ReadonlyMap<string, Passage>;
  index: MiniSearch<Passage>;
  questions: NearestExamples<string>;
  spelling: SpellingCorrector;
  vocabulary: ReadonlySet<string>;
}

let knowledge: Knowledge | undefined;

function buildKnowledge(): Knowledge {
  const written = [
    ...sitePassages(),
    ...helpPassages(),
    ...caseStudyPassages(),
    ...legalDocumentPassages(),
  ];
  // Words are put right towards the content's own words and the words of the example messages
  // small talk, requests for a person and off-topic requests are recognised by.
  const spelling = createSpellingCorrector(
    [
      ...written.flatMap((passage) => [passage.title, passage.text, ...(passage.keywords ?? [])]),
      ...Object.values(conversationExamples).flat(),
    ],
    knownQueryWords(),
  );
  // The written questions are put right the same way as a visitor's, so a slip written into
  // one ("emial adress for help?") meets the visitor's slip and the right word alike.
  const passages = written.map((passage) =>
    passage.questions
      ? { ...passage, questions: passage.questions.map((question) => spelling.correct(question)) }
      : passage,
  );
  const index = new MiniSearch<Passage>({
    fields: ["title", "keywords", "questions", "text"],
    extractField: (passage, field) => {
      if (field === "text") return searchedText(passage);
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
      processTerm: (token) => toTerm(token),
    },
  });
  index.addAll(passages);
  return {
    passages: new Map(passages.map((passage) => [passage.id, passage])),
    index,
    questions: createQuestionMatcher(passages),
    spelling,
    vocabulary: vocabularyOf(passages),
  };
}

/**
 * Every word the site's passages use or are asked with (their text, titles, keywords and
 * written questions), by term.
 */
function vocabularyOf(passages: readonly Passage[]): ReadonlySet<string> {
  const texts = passages.flatMap((passage) => [
    passage.title,
    passage.text,
    ...(passage.keywords ?? []),
    ...(passage.questions ?? []),
  ]);
  return new Set(texts.flatMap((text) => tokenize(text).flatMap((token) => toTerm(token) ?? [])));
}

/**
 * Words of a question the site never uses nor is asked with, put right for slips first: what
 * the site cannot say anything about ("SOC 2", "on-premises", "Kubernetes").
 */
export function wordsUnknownToSite(question: string): string[] {
  const { spelling, vocabulary } = getKnowledge();
  const corrected = spelling.correctSlips(question.slice(0, 500));
  return tokenize(corrected).filter((token) => {
    const term = toTerm(token);
    return term !== null && !vocabulary.has(term);
  });
}

function getKnowledge(): Knowledge {
  knowledge ??= buildKnowledge();
  return knowledge;
}

/** The one corrector of visitors' slips, shared by the search and the reading of messages. */
export function siteSpelling(): SpellingCorrector {
  return getKnowledge().spelling;
}

/** One passage by its id. */
export const knowledgePassage = (id: string): Passage | undefined =>
  getKnowledge().passages.get(id);

/** Every passage the assistant can draw on, in content order. */
export function knowledgePassages(): Passage[] {
  return [...getKnowledge().passages.values()];
}

let warm = false;

/**
 * Builds the index now and runs a search for every passage, so the first visitors to ask do
 * not wait for the index or for the engine to compile the search code. Only the first call
 * does anything.
 */
export function warmUpKnowledge(): void {
  if (warm) return;
  for (const passage of getKnowledge().passages.values()) searchKnowledge(passage.title);
  warm = true;
}

/** The meaningful words of a query, as terms; repeated words count once. */
const queryTerms = (query: string): string[] => [
  ...new Set(tokenize(query).flatMap((token) => toTerm(token) ?? [])),
];

function matchedWords(result: SearchResult, terms: readonly string[]): number {
  const matched = new Set(result.queryTerms);
  return terms.filter((term) => matched.has(term)).length;
}

/**
 * How many of the words to match count: a word no passage contains ("what values do you
 * *stand* for") cannot be matched by any, so it is left out, as long as the words the site
 * knows outnumber the others. A question mostly made of unknown words keeps them all, so an
 * off-topic question does not get an answer on the strength of one common word.
 */
function countedWords(terms: readonly string[], candidates: readonly SearchResult[]): number {
  const found = new Set(candidates.flatMap((result) => result.queryTerms));
  const known = terms.filter((term) => found.has(term)).length;
  return known > terms.length - known ? known : terms.length;
}

/** The words a passage must match: the specific ones, unless the question has only generic ones. */
function wordsToMatch(terms: readonly string[]): readonly string[] {
  const specific = terms.filter((term) => !isGenericTerm(term));
  return specific.length > 0 ? specific : terms;
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
  /** The message leans on the conversation ("what if I don't get that mail either?"). */
  leans?: boolean;
}

/** How much a word of the conversation's earlier topic counts against one of the message. */
const CONTEXT_WEIGHT = 0.5;
/**
 * A message with at most this many meaningful words ("what about a university?") is compared
 * with the written questions together with the earlier topic; a longer one says enough itself.
 */
const MAX_WORDS_LEANING_ON_CONTEXT = 2;

/**
 * The passages that answer a question, best first, or none when the site has nothing on it.
 * Independent of how the answer is written, so a language-model engine can ground on it too.
 */
export function searchKnowledge(query: string, options: SearchOptions = {}): KnowledgeHit[] {
  const { limit = 3 } = options;
  // Questions are short; a pasted essay is cut so one message cannot hog the event loop.
  const knowledge = getKnowledge();
  const corrected = knowledge.spelling.correct(query.slice(0, 500));
  const text = corrected;
  const context = knowledge.spelling.correct(options.context?.slice(0, 500) ?? "");
  const terms = queryTerms(text);
  const contextTerms = queryTerms(context);
  if (terms.length === 0 && contextTerms.length === 0) return [];
  const { index, passages } = knowledge;
  const ownTerms = new Set(terms);
  const { within } = options;
  const candidates = index.search(context ? `${text} ${context}` : text, {
    boostTerm: (term) => (!context || ownTerms.has(term) ? 1 : CONTEXT_WEIGHT),
    ...(within
      ? { filter: (result) => within.has(passages.get(String(result.id))?.url ?? "") }
      : {}),
  });
  // The message's own words decide what must match; the context only ranks.
  const mustMatch = wordsToMatch(terms.length > 0 ? terms : contextTerms);
  // Within the conversation's topic one word of a question that leans on it, or of a short one,
  // is enough to go on ("what were the results?"); a question of its own must match there as it
  // would anywhere.
  const loose = options.leans === true || terms.length <= MAX_WORDS_LEANING_ON_CONTEXT;
  const required = within && loose ? 1 : requiredMatches(countedWords(mustMatch, candidates));
  const floor = within ? MIN_SUGGESTION_SCORE : MIN_SCORE;
  // A short question that names what a passage is about, one of its keywords ("anything in
  // healthcare?"), is enough for that passage; in a longer message the word may be the
  // visitor's own.
  const short = terms.length <= MAX_WORDS_LEANING_ON_CONTEXT;
  const requiredOf = (result: SearchResult) =>
    short && Object.values(result.match).some((fields) => fields.includes("keywords"))
      ? Math.min(required, 1)
      : required;
  const matching = candidates.filter(
    (result) => result.score >= floor && matchedWords(result, mustMatch) >= requiredOf(result),
  );
  const results = matching;
  const nearest = knowledge.questions
    .nearest(
      text,
      within ? passages.size : 8,
      context,
      terms.length <= MAX_WORDS_LEANING_ON_CONTEXT ? CONTEXT_WEIGHT : 0,
    )
    .filter((match) => !within || within.has(passages.get(match.label)?.url ?? ""));
  const ranked = fuse(results, candidates, nearest);
  // "When did you start?" asks for a date: a passage that gives none is not the answer, however
  // many words it shares ("How do I get started?").
  const { figure } = readAsked(text);
  if (figure) {
    for (const result of ranked) {
      const passage = passages.get(result.id);
      if (passage && !givesFigure(passage.text, figure)) result.score *= WITHOUT_FIGURE_SHARE;
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

/** A loose match still worth offering as "did you mean…?". */
const MIN_SUGGESTION_SCORE = 3;

/**
 * For a question the site does not clearly answer: the passages it comes closest to, one per
 * section, so the assistant can ask which one the visitor meant. Empty when nothing is close.
 */
export function closestPassages(query: string, limit = 2): Passage[] {
  const { index, passages, spelling } = getKnowledge();
  const text = spelling.correct(query.slice(0, 500));
  const specific = queryTerms(text).filter((term) => !isGenericTerm(term));
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
