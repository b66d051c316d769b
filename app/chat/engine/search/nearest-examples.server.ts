import type { Passage } from "../passages/passage.ts";
import { tokenize, toTerm } from "./search-terms.server.ts";

/**
 * Finds the labelled examples nearest to a visitor's message: the passages' written questions,
 * as a second opinion beside the passage index ("how do I get rid of my account" is nearly "How
 * do I get rid of my account for good?"), and the conversation's example messages. Each example
 * is an idf-weighted vector of its words, optionally of its pairs of words,
 * and of its words' character trigrams, so "pasword" still shares most trigrams with "password".
 */
/** All trigrams of one word together weigh this much against the word itself. */
const TRIGRAMS_WEIGHT = 0.6;

type Vector = Map<string, number>;

/** How a text is read into features: its words' terms and how much word order counts. */
export interface Reading {
  /** A token's term; null for a word that carries no meaning. */
  term: (token: string) => string | null;
  /** The weight of each pair of neighbouring terms ("how are" "are you"), 0 for none. */
  pairWeight: number;
  /** How many of a label's nearest examples its similarity is the mean of. */
  neighbours: number;
}

/** The search's reading: meaningful words only, order aside. */
const SEARCH_READING: Reading = { term: toTerm, pairWeight: 0, neighbours: 1 };

/** The character trigrams of a word padded at both ends: as many as it has letters. */
const trigrams = (word: string) => Array.from(word, (_, i) => `c:${`#${word}#`.slice(i, i + 3)}`);

/** The features of a text and how often each occurs, weighted by kind. */
function features(text: string, reading: Reading): Vector {
  const counts: Vector = new Map();
  const add = (feature: string, weight: number) =>
    counts.set(feature, (counts.get(feature) ?? 0) + weight);
  let previous: string | undefined;
  for (const token of tokenize(text.toLowerCase())) {
    const term = reading.term(token);
    if (!term) continue;
    add(`w:${term}`, 1);
    if (previous && reading.pairWeight > 0) add(`p:${previous} ${term}`, reading.pairWeight);
    previous = term;
    // Numbers and short words are matched whole: their trigrams say nothing.
    if (term.length < 4 || /\d/.test(term)) continue;
    const grams = trigrams(term);
    for (const gram of grams) add(gram, TRIGRAMS_WEIGHT / grams.length);
  }
  return counts;
}

function normalize(vector: Vector): Vector {
  const norm = Math.hypot(...vector.values()) || 1;
  for (const [key, value] of vector) vector.set(key, value / norm);
  return vector;
}

export interface Nearest<Label> {
  label: Label;
  /** Cosine similarity of the message to the label's nearest examples, 0 to 1. */
  similarity: number;
}

export interface NearestExamples<Label> {
  /**
   * Labels by the similarity of their nearest example, best first. `context` (the
   * conversation's earlier topic) counts at `contextWeight` of the message's own words, so
   * "what about a university?" after a question on results finds the questions about a
   * university's results.
   */
  nearest(
    message: string,
    limit: number,
    context?: string,
    contextWeight?: number,
  ): Nearest<Label>[];
}

/** Indexes labelled example texts, each feature weighed by how rare it is among them. */
export function createNearestExamples<Label>(
  examples: readonly { label: Label; text: string }[],
  reading: Reading = SEARCH_READING,
): NearestExamples<Label> {
  const documents = examples.map(({ label, text }) => ({ label, counts: features(text, reading) }));
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
    nearest(message, limit, context, contextWeight = 0) {
      const scores = new Float64Array(documents.length);
      const counts = features(message, reading);
      if (context && contextWeight > 0) {
        for (const [feature, count] of features(context, reading)) {
          counts.set(feature, (counts.get(feature) ?? 0) + contextWeight * count);
        }
      }
      for (const [feature, weight] of weigh(counts)) {
        for (const posting of postings.get(feature) ?? []) {
          scores[posting.document]! += weight * posting.weight;
        }
      }
      // Each label's best scores, highest first, as many as the reading counts.
      const best = new Map<Label, number[]>();
      scores.forEach((score, document) => {
        if (score <= 0) return;
        const { label } = documents[document]!;
        const top = best.get(label) ?? [];
        if (top.length === reading.neighbours && score <= top.at(-1)!) return;
        const at = top.findIndex((each) => each < score);
        top.splice(at < 0 ? top.length : at, 0, score);
        best.set(label, top.slice(0, reading.neighbours));
      });
      return [...best]
        .map(([label, top]) => ({
          label,
          similarity: top.reduce((sum, score) => sum + score, 0) / reading.neighbours,
        }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, limit);
    },
  };
}

/** Indexes the written questions (and titles) of the passages, each labelled with its passage. */
export const createQuestionMatcher = (passages: readonly Passage[]) =>
  createNearestExamples(
    passages.flatMap((passage) =>
      [passage.title, ...(passage.questions ?? [])].map((text) => ({ label: passage.id, text })),
    ),
  );
