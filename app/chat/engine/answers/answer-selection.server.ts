/**
 * Which of the passages a search found make up an answer: the best, the passages of its own
 * section close enough to join it, and at most one close passage of another section, which
 * the answer only names as related.
 */
import type { KnowledgeHit } from "../search/knowledge.server.ts";

/** Passages of the best one's section that may join it: a client story's results and approach. */
const MAX_PASSAGES = 3;
/**
 * A passage joins the best one, or is named as related, only when it scores nearly as well:
 * the question may mean it. A wider gap means a side topic, which would only distract.
 */
const CLOSE_SHARE_OF_BEST = 0.8;

/** The passages an answer is cut from, and the one it names as related. */
export interface Selection {
  hits: KnowledgeHit[];
  related: KnowledgeHit[];
}

export function selectHits(candidates: readonly KnowledgeHit[]): Selection {
  const [best, ...others] = candidates;
  if (!best) return { hits: [], related: [] };
  const hits = [
    best,
    ...others
      .filter((hit) => hit.url === best.url && hit.score >= best.score * CLOSE_SHARE_OF_BEST)
      .slice(0, MAX_PASSAGES - 1),
  ];
  const related = others
    .filter((hit) => hit.url !== best.url && hit.score >= best.score * CLOSE_SHARE_OF_BEST)
    .slice(0, 1);
  return { hits, related };
}
