import type { Passage } from "../passages/passage.ts";
import { tokenize, toTerm } from "./search-terms.server.ts";

/**
 * Finds the written question nearest to a visitor's message, as a second opinion beside the
 * passage search: a message that shares few words with a passage's text often shares most of
 * its words, or their spelling, with one of the questions written for it ("how do I get rid of
 * my account" and "How do I get rid of my account for good?"). Each question is a weighted
 * vector of its words and of the character trigrams of its words, so a
 * misspelt word ("pasword") still shares most of its trigrams with the right one.
 */

/** All trigrams of one word together weigh this much against the word itself. */
const TRIGRAMS_WEIGHT = 0.6;

type Vector = Map<string, number>;

function trigrams(word: string): string[] {
  const padded = `#${word}#`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(`c:${padded.slice(i, i + 3)}`);
  return grams;
}

/** The features of a text and how often each occurs, weighted by kind. */
function features(text: string): Vector {
  const counts: Vector = new Map();
  const add = (feature: string, weight: number) =>
    counts.set(feature, (counts.get(feature) ?? 0) + weight);
  for (const token of tokenize(text.toLowerCase())) {
    const term = toTerm(token);
    if (!term) continue;
    add(`w:${term}`, 1);
    // Numbers and short words are matched whole: their trigrams say nothing.
    if (term.length < 4 || /\d/.test(term)) continue;
    const grams = trigrams(term);
    for (const gram of grams) add(gram, TRIGRAMS_WEIGHT / grams.length);
  }
  return counts;
}

function normalize(vector: Vector): Vector {
  let sum = 0;
  for (const value of vector.values()) sum += value * value;
  const norm = Math.sqrt(sum) || 1;
  for (const [key, value] of vector) vector.set(key, value / norm);
  return vector;
}

export interface QuestionMatch {
  passageId: string;
  /** Cosine similarity of the message to the passage's nearest question, 0 to 1. */
  similarity: number;
}

export interface QuestionMatcher {
  /** Passages by the similarity of their nearest question, best first. */
  /**
   * `context` (the conversation's earlier topic) counts at `contextWeight` of the message's
   * own words, so "what about a university?" after a question on results finds the questions
   * about a university's results.
   */
  match(message: string, limit: number, context?: string, contextWeight?: number): QuestionMatch[];
}

/** Indexes the written questions (and titles) of the passages. */
export function createQuestionMatcher(passages: readonly Passage[]): QuestionMatcher {
  const documents = passages.flatMap((passage) =>
    [passage.title, ...(passage.questions ?? [])].map((question) => ({
      passageId: passage.id,
      counts: features(question),
    })),
  );
  const documentFrequency = new Map<string, number>();
  for (const { counts } of documents) {
    for (const feature of counts.keys()) {
      documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
    }
  }
  const idf = (feature: string) =>
    Math.log(1 + documents.length / (documentFrequency.get(feature) ?? 0.5));
  const weigh = (counts: Vector): Vector =>
    normalize(new Map([...counts].map(([feature, count]) => [feature, count * idf(feature)])));

  // Inverted index: for each feature, the documents holding it and its weight in each.
  const postings = new Map<string, { document: number; weight: number }[]>();
  documents.forEach(({ counts }, document) => {
    for (const [feature, weight] of weigh(counts)) {
      let list = postings.get(feature);
      if (!list) postings.set(feature, (list = []));
      list.push({ document, weight });
    }
  });

  return {
    match(message, limit, context, contextWeight = 0) {
      const scores = new Float64Array(documents.length);
      const counts = features(message);
      if (context && contextWeight > 0) {
        for (const [feature, count] of features(context)) {
          counts.set(feature, (counts.get(feature) ?? 0) + contextWeight * count);
        }
      }
      for (const [feature, weight] of weigh(counts)) {
        for (const posting of postings.get(feature) ?? []) {
          scores[posting.document]! += weight * posting.weight;
        }
      }
      const best = new Map<string, number>();
      scores.forEach((score, document) => {
        const { passageId } = documents[document]!;
        if (score > (best.get(passageId) ?? 0)) best.set(passageId, score);
      });
      return [...best]
        .map(([passageId, similarity]) => ({ passageId, similarity }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, limit);
    },
  };
}
