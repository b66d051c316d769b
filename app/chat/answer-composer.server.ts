import { clarifyingAnswer, nothingMoreAnswer } from "#app/content/chat-answers.ts";
import {
  closestPassages,
  knowledgePassages,
  searchKnowledge,
  type KnowledgeHit,
} from "./knowledge.server.ts";
import { pointer, selectHits } from "./answer-selection.server.ts";
import { leadWithAnswer } from "./direct-answer.server.ts";
import { pageLabel } from "./passage.ts";
import { introducesVisitor, leansOnScene, questionParts } from "./question-parts.server.ts";
import { isGenericTerm, tokenize, toQueryTerms, toTerm } from "./search-terms.server.ts";
import { storyNamed } from "./story-question.server.ts";
import { withStorySection } from "./story-section.server.ts";

/** Candidates fetched, so a follow-up can skip what was already said and still find more. */
const CANDIDATES = 8;

let contentOrder: Map<string, number> | undefined;

/** Position of a passage in the content, so paragraphs of one section read in their order. */
function positionOf(hit: KnowledgeHit): number {
  contentOrder ??= new Map(knowledgePassages().map((passage, index) => [passage.id, index]));
  return contentOrder.get(hit.id) ?? 0;
}

/**
 * One link per section the passages come from: the page's name for the first, the passage's
 * title for another section of the same page, so "the agents' figures" lead to their section.
 */
function citation(hits: readonly KnowledgeHit[]): string {
  const pages = new Set<string>();
  const bySection = new Map<string, string>();
  for (const hit of hits) {
    if (bySection.has(hit.url)) continue;
    const page = pageLabel(hit.url);
    const label = pages.has(page) ? hit.title : page;
    pages.add(page);
    bySection.set(hit.url, `[${label}](${hit.url})`);
  }
  const links = [...bySection.values()];
  const list = links.length > 1 ? `${links.slice(0, -1).join(", ")} and ${links.at(-1)}` : links[0];
  return `Read more on ${list}.`;
}

/**
 * The chosen passages as one answer. The best passage leads as it is, so the answer starts
 * with what was asked; a supporting passage from another section carries its title, and each
 * related one closes the answer as a one-line pointer.
 */
function compose(
  found: readonly KnowledgeHit[],
  question: string,
  related: readonly KnowledgeHit[] = [],
): string {
  const hits = withStorySection(found, question);
  const sameSection = new Set(hits.map((hit) => hit.title)).size === 1;
  const ordered = sameSection ? [...hits].sort((a, b) => positionOf(a) - positionOf(b)) : hits;
  const body = ordered.map((hit, index) => {
    if (index === 0) return leadWithAnswer(hit.text, question);
    return sameSection || hit.text.startsWith(`**${hit.title}**`)
      ? hit.text
      : `**${hit.title}**\n\n${hit.text}`;
  });
  const pointers = related.map(pointer);
  return `${[...body, ...pointers].join("\n\n")}\n\n${citation([...hits, ...related])}`;
}

/**
 * The answer to a question from the site's content. When the site has no clear answer, a
 * clarifying reply: what the assistant can help with, and the closest topics as links.
 * `context` is the earlier topic of the conversation, for a question that leans on it.
 */
export function answerQuestion(question: string, context?: string): string {
  return answerParts(question, context) ?? answerFromHits(question, searchOne(question, context));
}

/** How much better the question alone must match than the whole message to be preferred. */
const FOCUSED_MARGIN = 1.15;
/** A question that ends on a word pointing back ("which one fits that?") leans on its scene. */
const ENDS_POINTING_BACK = /\b(?:it|them|this|that|those|these|one)\s*[?.!]*$/i;

/**
 * Words that ask how things compare or behave without naming a thing: "what's the actual
 * difference?" after "deactivate vs delete" is about what the scene names.
 */
const VAGUE_TERMS = new Set(
  ["difference", "differ", "actual", "better", "best", "mean", "work", "happen", "option"].map(
    (word) => toTerm(word),
  ),
);

/** How many things a text names of its own, not counting "Kestrel", "AI" or "the company". */
const termsNamed = (text: string, { vague = true } = {}) =>
  tokenize(text).filter((token) => {
    const term = toTerm(token);
    return term !== null && !isGenericTerm(term) && (vague || !VAGUE_TERMS.has(term));
  }).length;

/**
 * The passages for a message that asks one thing. After a scene of a sentence or more ("We're
 * a 40-person agency with nobody technical. How does support work?") the question is also
 * searched on its own, the scene only ranking, and wins when it matches clearly better or the
 * whole message matched nothing: the scene's many words can crowd out the question's few.
 */
function searchOne(question: string, context?: string): KnowledgeHit[] {
  const found = searchKnowledge(question, { limit: CANDIDATES, context });
  const [part, ...others] = questionParts(question);
  if (!part || others.length > 0 || (!part.scene && !part.after)) return found;
  const background = [part.scene, part.after, context].filter(Boolean).join(" ");
  const focus = () => searchKnowledge(part.asked, { limit: CANDIDATES, context: background });
  // What follows the question ("…? Thanks, we decide this month.") never says what it is about.
  if (!part.scene) {
    const focused = focus();
    return focused.length > 0 ? focused : found;
  }
  const standsAlone =
    termsNamed(part.asked, { vague: false }) > 0 && !ENDS_POINTING_BACK.test(part.asked);
  if (found.length > 0 && !standsAlone) return found;
  const focused = focus();
  // Who the visitor is ("I run a small bakery.") is background to a question that names its
  // own subject: the question decides what is answered.
  if (focused.length > 0 && introducesVisitor(part.scene) && !leansOnScene(part.asked)) {
    return focused;
  }
  return (focused[0]?.score ?? 0) > (found[0]?.score ?? 0) * FOCUSED_MARGIN ? focused : found;
}

/**
 * The answer to the earlier question asked again about a new subject ("what about for
 * retail?"): of the passages found, those of a section with a title naming the subject come
 * first, in their order.
 */
export function answerAbout(question: string, subject: string): string {
  const found = searchKnowledge(question, { limit: CANDIDATES, context: subject });
  const subjectTerms = tokenize(subject).flatMap((token) => toTerm(token) ?? []);
  const sections = new Set(
    found
      .filter((hit) =>
        tokenize(hit.title).some((token) => subjectTerms.includes(toTerm(token) ?? "")),
      )
      .map((hit) => hit.url),
  );
  const about = (hit: KnowledgeHit) => sections.has(hit.url);
  return answerFromHits(question, [...found.filter(about), ...found.filter((hit) => !about(hit))]);
}

/** The answer from the passages a search found, or the clarifying reply when it found none. */
function answerFromHits(question: string, found: readonly KnowledgeHit[]): string {
  const { hits, related } = selectHits(found);
  return hits.length > 0
    ? compose(hits, question, related)
    : clarifyingAnswer(closestPassages(question));
}

/** A part that points back to the rest of the message ("does each of *them* need…"). */
const POINTS_BACK = /\b(?:it|they|them|this|that|those|these|she|he|her|his|their|theirs)\b/i;

/** A question that widens from one client to all of them: "is that typical for other clients?". */
const BEYOND_THE_STORY =
  /\b(other (clients|customers|projects|companies|businesses)|typical(ly)?|usually|in general|generally|on average|normally|most clients)\b/i;

/** Whether a question speaks of the sector of the client story a passage tells ("the students"). */
function namesStoryOf(passage: KnowledgeHit, question: string): boolean {
  const lower = question.toLowerCase();
  const terms = new Set(tokenize(lower).flatMap((token) => toTerm(token) ?? []));
  const story = storyNamed(lower, terms);
  return story !== null && passage.id.startsWith(`case-${story}`);
}

/** A part's runner-up this close to its best passage is pointed to as well. */
const PART_RUNNER_UP_SHARE = 0.75;

/** A question pointing back with at most this many words of its own is about its scene. */
const SCENE_QUESTION_TERMS = 2;

/** Parts of one message answered on their own, at most: enough for "when, where and who?". */
const MAX_PARTS = 4;

/**
 * The answer to a message that asks two or more things, each part answered from its own best
 * passage; null when it asks one thing, or its parts lead to the same passage. Each part is
 * searched with the whole message as its context, so "does each of them need an account?"
 * after a sentence about the newsletter stays on the newsletter.
 */
function answerParts(question: string, context?: string): string | null {
  const parts = questionParts(question);
  if (parts.length < 2) return null;
  const around = context ? `${context} ${question}` : question;
  const chosen: KnowledgeHit[] = [];
  const close: KnowledgeHit[] = [];
  for (const { asked, scene } of parts.slice(0, MAX_PARTS)) {
    const pointsBack = POINTS_BACK.test(asked);
    const background = pointsBack ? around : context;
    const aboutScene = pointsBack && termsNamed(asked) <= SCENE_QUESTION_TERMS;
    // When the scene's words crowd out the question's, the scene only ranks; a question that
    // points back at its scene ("logistics case: how long did it take?") is about the scene.
    const [best, next] = [
      ...searchKnowledge(scene ? `${scene} ${asked}` : asked, { limit: 2, context: background }),
      ...(scene && !aboutScene
        ? searchKnowledge(asked, { limit: 2, context: `${scene} ${background ?? ""}` })
        : []),
    ].sort((a, b) => b.score - a.score);
    if (best && !chosen.some((hit) => hit.id === best.id)) chosen.push(best);
    // "Response time and accuracy?" asks for two passages in one part.
    if (best && next && next.score >= best.score * PART_RUNNER_UP_SHARE) close.push(next);
  }
  if (chosen.length < 2) return null;
  // What the message as a whole is about, when no part led there: pointed to.
  const related = [...close, ...searchKnowledge(question, { limit: 1, context })].filter(
    (hit, index, all) =>
      !chosen.some((part) => part.id === hit.id) &&
      all.findIndex((other) => other.id === hit.id) === index,
  );
  return compose(chosen, question, related);
}

/**
 * A runner-up from the sections the conversation is on is preferred to a better match
 * elsewhere down to this share of its score: "what were the results?" after a client story is
 * about that story, while "do you have one in healthcare?" moves to another. The search
 * everywhere already ranks by the conversation's topic, so the sections need a close score
 * (calibrated on the tuning part: 0.5 kept "how long does it take?" on a solution's page).
 */
const IN_TOPIC_SHARE_OF_BEST = 0.8;
/** The share a client story pointed back at ("what did they save?") keeps its place down to. */
const STORY_SHARE_OF_BEST = 0.5;
const OWN_TOPIC_TERMS = 1;

/** How many of the question's words (or their synonyms) a passage's own text holds. */
function coverage(passage: KnowledgeHit, question: string): number {
  const own = new Set(
    tokenize(`${passage.title} ${passage.text} ${(passage.keywords ?? []).join(" ")}`).flatMap(
      (token) => toTerm(token) ?? [],
    ),
  );
  return tokenize(question).filter((token) => toQueryTerms(token).some((term) => own.has(term)))
    .length;
}

/**
 * The answer to a question asked after an answer: from the sections that answer came from (the
 * pages it linked) when they hold a match close to the best, otherwise as a new question.
 */
export function answerInConversation(
  question: string,
  { sections, context }: { sections: ReadonlySet<string> | null; context?: string },
): string {
  if (!sections) return answerQuestion(question, context);
  const inTopic = searchKnowledge(question, {
    limit: CANDIDATES,
    within: sections,
    leans: context !== undefined,
  });
  const everywhere = searchKnowledge(question, { limit: CANDIDATES, context });
  const [first] = inTopic;
  // A question that names two things or more without leaning on the conversation has a
  // topic of its own: the conversation's sections keep it only when they answer it best.
  const ownTopic = context === undefined && termsNamed(question) > OWN_TOPIC_TERMS;
  const [elsewhere] = everywhere;
  // "And what's the duration of all that?": a passage elsewhere that has more of what the
  // question itself asks for wins over the conversation's sections.
  // A question about a client story that points back at it ("how quick were the answers after
  // that?") stays with the story, whose own figures answer it.
  const staysWithStory =
    first !== undefined &&
    first.id.startsWith("case-") &&
    (POINTS_BACK.test(question) || namesStoryOf(first, question)) &&
    !BEYOND_THE_STORY.test(question) &&
    first.score >= (everywhere[0]?.score ?? 0) * STORY_SHARE_OF_BEST;
  const asksMoreElsewhere =
    !staysWithStory &&
    elsewhere !== undefined &&
    first !== undefined &&
    elsewhere.url !== first.url &&
    coverage(elsewhere, question) > coverage(first, question);
  const share = staysWithStory ? STORY_SHARE_OF_BEST : ownTopic ? 1 : IN_TOPIC_SHARE_OF_BEST;
  if (first && !asksMoreElsewhere && first.score >= (elsewhere?.score ?? 0) * share) {
    const { hits, related } = selectHits(inTopic);
    return compose(hits, question, related);
  }
  return answerParts(question, context) ?? answerFromHits(question, everywhere);
}

/**
 * "Tell me more": the visitor's earlier question answered again from the passages not yet
 * shown (recognised by their text, which answers quote verbatim).
 */
export function answerFollowUp(question: string, alreadySaid: string): string {
  const unseen = searchKnowledge(question, { limit: CANDIDATES }).filter(
    (hit) => !alreadySaid.includes(hit.text),
  );
  const { hits, related } = selectHits(unseen);
  return hits.length > 0 ? compose(hits, question, related) : nothingMoreAnswer;
}
