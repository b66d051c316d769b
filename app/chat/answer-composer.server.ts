import { clarifyingAnswer, nothingMoreAnswer } from "#app/content/chat-answers.ts";
import {
  closestPassages,
  knowledgePassages,
  searchKnowledge,
  type KnowledgeHit,
} from "./knowledge.server.ts";
import { leadWithAnswer } from "./direct-answer.server.ts";
import { pageLabel } from "./passage.ts";
import { tokenize, toTerm } from "./search-terms.server.ts";

/** Passages in one answer: enough for a question that spans two sections, short enough to read. */
const MAX_PASSAGES = 3;
/** Runners-up join the best passage only while the answer stays this short (in characters). */
const MAX_ANSWER_CHARS = 1000;
/**
 * A runner-up joins the answer only when it scores close to the best passage: close scores
 * mean the question straddles both, a wide gap means the runner-up is a side topic.
 */
const JOIN_SHARE_OF_BEST = 0.6;
/** A runner-up from another page must come this close to the best passage to join it. */
const OTHER_PAGE_SHARE_OF_BEST = 0.7;
/** Candidates fetched, so a follow-up can skip what was already said and still find more. */
const CANDIDATES = 8;

const pagePath = (hit: KnowledgeHit) => hit.url.split(/[#?]/)[0] || "/";

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
 * with what was asked; a supporting passage from another section carries its title.
 */
function compose(hits: readonly KnowledgeHit[], question: string): string {
  const sameSection = new Set(hits.map((hit) => hit.title)).size === 1;
  const ordered = sameSection ? [...hits].sort((a, b) => positionOf(a) - positionOf(b)) : hits;
  const body = ordered.map((hit, index) => {
    if (index === 0) return leadWithAnswer(hit.text, question);
    return sameSection || hit.text.startsWith(`**${hit.title}**`)
      ? hit.text
      : `**${hit.title}**\n\n${hit.text}`;
  });
  return `${body.join("\n\n")}\n\n${citation(hits)}`;
}

function selectHits(candidates: readonly KnowledgeHit[]): KnowledgeHit[] {
  const [best, ...others] = candidates;
  if (!best) return [];
  const chosen = [best];
  let length = best.text.length;
  for (const hit of others) {
    if (chosen.length === MAX_PASSAGES || hit.score < best.score * JOIN_SHARE_OF_BEST) break;
    // A passage from another page joins only when it scores nearly as well: it must be about
    // what was asked, not share one word with it ("email address" is no office address).
    if (pagePath(hit) !== pagePath(best) && hit.score < best.score * OTHER_PAGE_SHARE_OF_BEST) {
      continue;
    }
    if (length + hit.text.length > MAX_ANSWER_CHARS) continue;
    chosen.push(hit);
    length += hit.text.length;
  }
  return chosen;
}

/**
 * The answer to a question from the site's content. When the site has no clear answer, a
 * clarifying reply: what the assistant can help with, and the closest topics as links.
 * `context` is the earlier topic of the conversation, for a question that leans on it.
 */
export function answerQuestion(question: string, context?: string): string {
  return (
    answerParts(question, context) ??
    answerFromHits(question, searchKnowledge(question, { limit: CANDIDATES, context }))
  );
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
  const hits = selectHits(found);
  return hits.length > 0 ? compose(hits, question) : clarifyingAnswer(closestPassages(question));
}

/**
 * Where one message asks two things: before another question word after "and", a comma, a
 * semicolon, or the end of a sentence ("what's your email, and are you open on saturdays?").
 */
const PART_BOUNDARY =
  /(?:[?.!;]+\s+|,?\s+(?:and|also|plus)(?:\s+also)?[:,]?\s+|[,:]\s+)(?=(?:(?:roughly|approximately|also|then|usually|generally)\s+)?(?:what|what's|whats|how|when|where|which|who|why|is|are|do|does|did|can|could|will|would|should|any|your)\b)|\?\s+/i;

/** A part that asks something, rather than setting the scene ("I run a small clinic."). */
const ASKS =
  /\b(?:what|what's|whats|how|when|where|which|who|why)\b|^(?:(?:so|and|also|then|ok(?:ay)?|but)\s+)?(?:is|are|do|does|did|can|could|will|would|should|any|have|has)\b|\?$/i;
/** A part that points back to the rest of the message ("does each of *them* need…"). */
const POINTS_BACK = /\b(?:it|they|them|this|that|those|these|she|he|her|his|their)\b/i;

/** "What's the difference between deactivating and deleting?": two things, each to answer. */
const COMPARISON =
  /\b(?:difference|differences|differ|compare|comparison)\b.*?\bbetween\s+(.+?)\s+and\s+(.+?)[?.!]*$/i;

/** A question comparing two things as a question about each; any other piece as it is. */
function comparedThings(piece: string): string[] {
  const [, first, second] = COMPARISON.exec(piece) ?? [];
  return first && second ? [`what is ${first}`, `what is ${second}`] : [piece];
}

/**
 * Things listed with "+" or "/" ("email + opening hours + address"), each asked for: the
 * slash only between words, so "24/7" and "and/or" stay whole.
 */
const LISTED = /\s*\+\s*|(?<=\p{L}{3,})\s*\/\s*(?=\p{L}{3,})(?<!\band\s*\/\s*or)/u;

/** One question of a message, with the sentences before it that only set its scene. */
export interface QuestionPart {
  asked: string;
  scene: string;
}

/**
 * The questions in a message, each long enough to carry a topic; one when it asks one thing.
 * A sentence that only sets the scene ("At the lending company,") is kept with the question
 * after it, which it is about; a scene with no question after it is a part of its own. Each
 * thing of a "+" list is a part, however short: the visitor named it to have it answered.
 */
export function questionParts(question: string): QuestionPart[] {
  const parts: QuestionPart[] = [];
  let scene = "";
  const pieces = question.split(PART_BOUNDARY).flatMap((part) => comparedThings(part.trim()));
  for (const piece of pieces) {
    const listed = piece.split(LISTED);
    if (listed.length > 1) {
      parts.push(...listed.map((thing, index) => ({ asked: thing, scene: index ? "" : scene })));
      scene = "";
    } else if (ASKS.test(piece)) {
      parts.push({ asked: piece, scene });
      scene = "";
    } else {
      scene = scene ? `${scene} ${piece}` : piece;
    }
  }
  if (scene) parts.push({ asked: scene, scene: "" });
  const minWords = parts.length > pieces.length ? 1 : 2;
  return parts.filter(
    (part) => `${part.scene} ${part.asked}`.trim().split(/\s+/).length >= minWords,
  );
}

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
  for (const { asked, scene } of parts.slice(0, MAX_PARTS)) {
    const background = POINTS_BACK.test(asked) ? around : context;
    // When the scene's words crowd out the question's, the scene only ranks.
    const [best] = [
      ...searchKnowledge(scene ? `${scene} ${asked}` : asked, { limit: 1, context: background }),
      ...(scene
        ? searchKnowledge(asked, { limit: 1, context: `${scene} ${background ?? ""}` })
        : []),
    ].sort((a, b) => b.score - a.score);
    if (best && !chosen.some((hit) => hit.id === best.id)) chosen.push(best);
  }
  return chosen.length >= 2 ? compose(chosen, question) : null;
}

/**
 * A runner-up from the sections the conversation is on is preferred to a better match
 * elsewhere down to this share of its score: "what were the results?" after a client story is
 * about that story, while "do you have one in healthcare?" moves to another. The search
 * everywhere already ranks by the conversation's topic, so the sections need a close score
 * (calibrated on the tuning part: 0.5 kept "how long does it take?" on a solution's page).
 */
const IN_TOPIC_SHARE_OF_BEST = 0.8;

/**
 * The answer to a question asked after an answer: from the sections that answer came from (the
 * pages it linked) when they hold a match close to the best, otherwise as a new question.
 */
export function answerInConversation(
  question: string,
  { sections, context }: { sections: ReadonlySet<string> | null; context?: string },
): string {
  if (!sections) return answerQuestion(question, context);
  const inTopic = searchKnowledge(question, { limit: CANDIDATES, within: sections });
  const everywhere = searchKnowledge(question, { limit: CANDIDATES, context });
  const [first] = inTopic;
  if (first && first.score >= (everywhere[0]?.score ?? 0) * IN_TOPIC_SHARE_OF_BEST) {
    return compose(selectHits(inTopic), question);
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
  const hits = selectHits(unseen);
  return hits.length > 0 ? compose(hits, question) : nothingMoreAnswer;
}
