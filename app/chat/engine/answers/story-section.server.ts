import { knowledgePassage, type KnowledgeHit } from "../search/knowledge.server.ts";

/**
 * What a question asks of a client story: its figures ("how much did they cut…", "did students
 * actually use it?") or its starting point ("why did they need help?").
 */
const ASKS_FOR_RESULT =
  /\b(how (much|many|fast|quickly|long|far)|by how much|percent|percentage|figures?|numbers?|results?|go(ne)? down|went down|drop(ped)?|before (and|vs|versus) after)\b|\b(did|do|does)\b.*\b(actually|really)\b/i;
const ASKS_FOR_CHALLENGE =
  /\b(why|problems?|challenges?|struggl\w*|pain points?|issues?|need(ed)? (help|you)|in the first place)\b/i;

/**
 * A client story's passage found for a question that asks for another part of the story: the
 * part that holds the answer (its results, or its challenge and approach) leads.
 */
export function withStorySection(
  hits: readonly KnowledgeHit[],
  question: string,
): readonly KnowledgeHit[] {
  const [first] = hits;
  const [, story, part] = (first && /^(case-.+?)(-approach|-quote)?$/.exec(first.id)) || [];
  if (!first || !story || story === "case-studies-overview") return hits;
  const wanted =
    part !== undefined && ASKS_FOR_RESULT.test(question)
      ? story
      : part !== "-approach" && ASKS_FOR_CHALLENGE.test(question)
        ? `${story}-approach`
        : null;
  if (!wanted || hits.some((hit) => hit.id === wanted)) return hits;
  const passage = knowledgePassage(wanted);
  return passage ? [{ ...passage, score: first.score }, ...hits] : hits;
}
