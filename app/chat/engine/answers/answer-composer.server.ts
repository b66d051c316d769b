import { clarifyingAnswer, nothingMoreAnswer } from "#app/content/chat-answers.ts";
import {
  closestPassages,
  knowledgePassages,
  searchKnowledge,
  type KnowledgeHit,
} from "../search/knowledge.server.ts";
import { selectHits } from "./answer-selection.server.ts";
import { comparisonSides } from "../reading/comparison.server.ts";
import { excerpt, renderExcerpt } from "./answer-excerpt.server.ts";
import { readAsked } from "../reading/asked-for.server.ts";
import { unitsOf, type Unit } from "../passages/passage-units.server.ts";
import { pageLabel } from "../passages/passage.ts";
import {
  introducesVisitor,
  leansOnScene,
  questionParts,
} from "../reading/question-parts.server.ts";
import { isGenericTerm, tokenize, toTerm } from "../search/search-terms.server.ts";

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

/** What an answer to one question may hold besides its link, in characters. */
const ANSWER_BUDGET = 360;
/** What each part of a message asking several things may hold. */
const PART_BUDGET = 240;

/** Passages shown under one heading of the site: a client story's parts, a page without sections. */
const sameSection = (a: KnowledgeHit, b: KnowledgeHit) => a.url === b.url;

/** Passages chosen for an answer, with the question (or the part of it) they answer. */
interface Piece {
  hits: readonly KnowledgeHit[];
  question: string;
}

/**
 * The units of the passages in content order, numbered across them, each knowing how well
 * its passage matched against the best one.
 */
function pooledUnits(hits: readonly KnowledgeHit[]): {
  units: Unit[];
  from: Map<number, KnowledgeHit>;
} {
  const from = new Map<number, KnowledgeHit>();
  const units: Unit[] = [];
  const best = Math.max(...hits.map((hit) => hit.score));
  for (const hit of [...hits].sort((a, b) => positionOf(a) - positionOf(b))) {
    const standing = best > 0 ? hit.score / best : 1;
    for (const unit of unitsOf(hit.text, hit.title)) {
      const pooled = {
        ...unit,
        position: units.length,
        line: unit.line + units.length * 1000,
        standing,
      };
      from.set(pooled.position, hit);
      units.push(pooled);
    }
  }
  return { units, from };
}

/**
 * The answer to each piece, cut from its passages' sentences so the one that answers leads,
 * then the link to where it stands on the site. A close passage of another section is only
 * named, as one "Related" link: it is never glued on.
 */
function compose(
  pieces: readonly Piece[],
  related: readonly KnowledgeHit[] = [],
  seen: (unit: Unit) => boolean = () => false,
  expand = false,
): string | null {
  const budget = pieces.length > 1 ? PART_BUDGET : ANSWER_BUDGET;
  const body: string[] = [];
  const cited: KnowledgeHit[] = [];
  const aside: KnowledgeHit[] = [];
  for (const piece of pieces) {
    const [first, ...others] = piece.hits;
    if (!first) continue;
    const hits = [first, ...others.filter((hit) => sameSection(hit, first))];
    aside.push(...others.filter((hit) => !sameSection(hit, first)));
    const { units, from } = pooledUnits(hits);
    const asked = readAsked(piece.question);
    const chosen = excerpt(units, { ...asked, expand }, budget, seen);
    if (!chosen) continue;
    body.push(renderExcerpt(chosen));
    for (const unit of [chosen.lead, ...chosen.rest]) {
      const hit = from.get(unit.position);
      if (hit && !cited.includes(hit)) cited.push(hit);
    }
  }
  if (body.length === 0) return null;
  const said = body.join("\n");
  const near = [...aside, ...related].find(
    (hit) => !cited.some((used) => used.url === hit.url) && !said.includes(`(${hit.url})`),
  );
  const relatedLine = near ? `\n\nRelated: [${near.title}](${near.url})` : "";
  return `${body.join("\n\n")}\n\n${citation(cited)}${relatedLine}`;
}

/**
 * The answer to a question from the site's content. When the site has no clear answer, a
 * clarifying reply: what the assistant can help with, and the closest topics as links.
 * `context` is the earlier topic of the conversation, for a question that leans on it.
 */
export function answerQuestion(question: string, context?: string): string {
  return (
    answerComparison(question, context) ??
    answerParts(question, context) ??
    answerFromHits(question, searchOne(question, context))
  );
}

/**
 * A comparison answered on both sides, each from its own best passage; null when the message
 * compares nothing, or both sides lead to the same passage.
 */
function answerComparison(question: string, context?: string): string | null {
  const sides = comparisonSides(question);
  if (!sides) return null;
  const around = context ? `${context} ${question}` : question;
  const found = sides.map((side) => searchKnowledge(side, { limit: 1, context: around })[0]);
  const [left, right] = found;
  if (!left || !right || left.id === right.id) return null;
  return compose([
    { hits: [left], question: sides[0] },
    { hits: [right], question: sides[1] },
  ]);
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
  // The passage that holds the earlier question's words and the new subject's answers it.
  const found = keepingSubject(
    searchKnowledge(question, { limit: CANDIDATES, context: subject }),
    subject,
    question,
  );
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
  return compose([{ hits, question }], related) ?? clarifyingAnswer(closestPassages(question));
}

/** A part that points back to the rest of the message ("does each of *them* need…"). */
const POINTS_BACK = /\b(?:it|they|them|this|that|those|these|she|he|her|his|their|theirs)\b/i;

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
  const pieces: Piece[] = [];
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
    const taken = (hit: KnowledgeHit) => chosen.some((other) => other.id === hit.id);
    if (!best || taken(best)) continue;
    chosen.push(best);
    pieces.push({ hits: [best], question: asked });
    // "Response time and accuracy?" asks for two passages in one part; a part that names one
    // thing gets a second only from its own section.
    const joins = /\band\b/i.test(asked) || next?.url === best.url;
    if (joins && next && next.score >= best.score * PART_RUNNER_UP_SHARE && !taken(next)) {
      chosen.push(next);
      pieces.push({ hits: [next], question: asked });
    }
  }
  if (chosen.length < 2) return null;
  // What the message as a whole is about, when no part led there: named as related.
  const related = searchKnowledge(question, { limit: 1, context }).filter(
    (hit) => !chosen.some((part) => part.id === hit.id),
  );
  return compose(pieces, related);
}

/**
 * A runner-up from the sections the conversation is on is preferred to a better match
 * elsewhere down to this share of its score: "what were the results?" after a client story is
 * about that story, while "do you have one in healthcare?" moves to another. The search
 * everywhere already ranks by the conversation's topic, so the sections need a close score
 * (calibrated on the tuning part: 0.5 kept "how long does it take?" on a solution's page).
 */
const IN_TOPIC_SHARE_OF_BEST = 0.8;
const OWN_TOPIC_TERMS = 1;

/** How many of the question's words a passage's own text holds. */
function coverage(passage: KnowledgeHit, question: string): number {
  const own = new Set(
    tokenize(`${passage.title} ${passage.text} ${(passage.keywords ?? []).join(" ")}`).flatMap(
      (token) => toTerm(token) ?? [],
    ),
  );
  return tokenize(question).filter((token) => own.has(toTerm(token) ?? "")).length;
}

/** A passage this close to the best one may answer in its place when it keeps the subject. */
const SUBJECT_SHARE_OF_BEST = 0.75;

/**
 * The passages a follow-up found, those that stay on the conversation's subject first: among
 * the passages that match nearly as well as the best, the one holding more of the subject's
 * words leads ("and if I change my mind?" after a deletion is about recovering the account,
 * not about the newsletter the same words also find).
 */
export function keepingSubject(
  hits: readonly KnowledgeHit[],
  question: string,
  subject: string,
): KnowledgeHit[] {
  const [best] = hits;
  if (!best) return [];
  const termsOf = (text: string) =>
    new Set(
      tokenize(text)
        .flatMap((token) => toTerm(token) ?? [])
        .filter((t) => !isGenericTerm(t)),
    );
  const [asked, subjectTerms] = [termsOf(question), termsOf(subject)];
  const close = (hit: KnowledgeHit) => hit.score >= best.score * SUBJECT_SHARE_OF_BEST;
  // Each close passage read once: how many of the question's and of the subject's terms it holds.
  const held = hits.filter(close).map((hit) => {
    const own = termsOf(`${hit.title} ${hit.text}`);
    const count = (terms: ReadonlySet<string>) => [...terms].filter((t) => own.has(t)).length;
    return { hit, asked: count(asked), subject: count(subjectTerms) };
  });
  // The question's own words come first: a subject it names ("and the terms of service?")
  // is the new subject.
  return held
    .sort((a, b) => b.asked - a.asked || b.subject - a.subject || b.hit.score - a.hit.score)
    .map(({ hit }) => hit)
    .concat(hits.filter((hit) => !close(hit)));
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
  const asksMoreElsewhere =
    elsewhere !== undefined &&
    first !== undefined &&
    elsewhere.url !== first.url &&
    coverage(elsewhere, question) > coverage(first, question);
  const share = ownTopic ? 1 : IN_TOPIC_SHARE_OF_BEST;
  if (first && !asksMoreElsewhere && first.score >= (elsewhere?.score ?? 0) * share) {
    const { hits, related } = selectHits(inTopic);
    const answer = compose([{ hits, question }], related);
    if (answer) return answer;
  }
  const onSubject = context ? keepingSubject(everywhere, question, context) : everywhere;
  return answerParts(question, context) ?? answerFromHits(question, onSubject);
}

/**
 * "Tell me more": the visitor's earlier question answered again from the passages not yet
 * shown (recognised by their text, which answers quote verbatim).
 */
export function answerFollowUp(question: string, alreadySaid: string): string {
  const said = (unit: Unit) => alreadySaid.includes(unit.text.replace(/^\s*[-*]\s+/, ""));
  const unseen = searchKnowledge(question, { limit: CANDIDATES }).filter((hit) =>
    unitsOf(hit.text).some((unit) => !said(unit)),
  );
  const { hits, related } = selectHits(unseen);
  return compose([{ hits: hits.slice(0, 1), question }], related, said, true) ?? nothingMoreAnswer;
}
