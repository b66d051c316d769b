import type { SearchResult } from "minisearch";
import type { Nearest } from "./nearest-examples.server.ts";

/**
 * How the two searches' opinions of a message are put together: the passage search's score of
 * each passage (as a share of the best) and the similarity of its nearest written question.
 */

/** How much the nearest written question counts against the best passage match (which is 1). */
const QUESTION_WEIGHT = 2;
/** A written question this close answers the message even when the passage search does not. */
const MIN_QUESTION_SIMILARITY = 0.5;

/** How near a written question must be, and how clearly nearest, to decide on its own. */
const CLEAR_QUESTION_SIMILARITY = 0.85;
const CLEAR_QUESTION_MARGIN = 0.2;

export interface Ranked {
  id: string;
  score: number;
}

/**
 * The two opinions together: each accepted passage scores its share of the best passage match
 * plus the similarity of its nearest written question; a passage whose question is close enough
 * joins even when the passage search did not accept it.
 */
export function fuse(
  accepted: readonly SearchResult[],
  candidates: readonly SearchResult[],
  nearest: readonly Nearest<string>[],
): Ranked[] {
  const best = accepted[0]?.score ?? candidates[0]?.score ?? 1;
  const lexical = new Map(candidates.map((result) => [String(result.id), result.score / best]));
  const similarity = new Map(nearest.map((match) => [match.label, match.similarity]));
  const ids = new Set(accepted.map((result) => String(result.id)));
  for (const match of nearest) {
    if (match.similarity >= MIN_QUESTION_SIMILARITY) ids.add(match.label);
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
  const promoted = clear ? ranked.find((entry) => entry.id === first.label) : undefined;
  if (promoted && top && promoted !== top) {
    promoted.score = top.score * 1.01;
    ranked.sort((a, b) => b.score - a.score);
  }
  return ranked;
}
