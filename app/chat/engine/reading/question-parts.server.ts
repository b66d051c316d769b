/**
 * Reading a message for the questions in it: where one question ends and the next begins, and
 * which sentences only set the scene ("We're a 40-person agency.") for the question after them.
 */
import { tokenize, toTerm } from "../search/search-terms.server.ts";

/** How many words of a piece of a message carry meaning: none in "what is it?". */
const termCount = (piece: string) =>
  tokenize(piece).filter((token) => toTerm(token) !== null).length;

/**
 * Where one message asks two things: before another question word after "and", a comma or a
 * semicolon ("what's your email, and are you open on saturdays?"), and at the end of every
 * sentence, so a sentence that only sets the scene stands apart from the question.
 */
const PART_BOUNDARY =
  /(?:[?.!;]+\s+|,?\s+(?:and|also|plus)(?:\s+also)?[:,]?\s+|[,:]\s+)(?=(?:(?:roughly|approximately|also|then|usually|generally)\s+)?(?:what|what's|whats|how|when|where|which|who|why|is|are|do|does|did|can|could|will|would|should|any|your)\b)|\?\s+|(?<!\b(?:e\.g|i\.e|inc|st|etc|approx|vs|mr|ms|dr))[.!]+\s+(?=\p{L})/iu;

/** A part that asks something, rather than setting the scene ("I run a small clinic."). */
const ASKS =
  /\b(?:what|what's|whats|how|when|where|which|who|why)\b|^(?:(?:so|and|also|then|ok(?:ay)?|but)\s+)?(?:is|are|do|does|did|can|could|will|would|should|any|have|has)\b|\?$/i;

/** A sentence that opens with a question ("Is my meeting fixed?"), not one that mentions one. */
const STARTS_ASKING =
  /^(?:(?:so|and|also|then|ok(?:ay)?|but)\s+)?(?:what|what's|whats|how|when|where|which|who|why|is|are|do|does|did|can|could|will|would|should|any|have|has)\b/i;

/** A question that opens with a question word: "how much is it?", "when?". */
const ASKS_WHAT = /^(?:what|what's|whats|how|when|where|which|who|why)\b/i;

/** A closing sentence that asks for one more thing rather than saying why. */
const ADDS_REQUEST = /^(?:also|and|plus|as well as|oh and|and also)\b/i;

/** A piece of a message, and how it ended: with a question mark, a full stop, or otherwise. */
interface Piece {
  text: string;
  end: "?" | "." | "";
  /** Split off within a sentence ("…, and what's your email?"): one more thing asked for. */
  added: boolean;
}

const endOf = (text: string): Piece["end"] =>
  /^\s*\?/.test(text) ? "?" : /^\s*[.!]/.test(text) ? "." : "";

/**
 * The message cut at its part boundaries. A sentence that ends in a full stop is marked: in a
 * message that asks with a question mark, such a sentence tells ("It doesn't say which day it
 * is.") unless it opens as a question.
 */
function piecesOf(question: string): Piece[] {
  const pieces: Piece[] = [];
  let start = 0;
  let added = false;
  for (const boundary of question.matchAll(new RegExp(PART_BOUNDARY.source, "giu"))) {
    const text = question.slice(start, boundary.index);
    pieces.push({ text, end: endOf(boundary[0]), added });
    added = !/^[?.!;]/.test(boundary[0]);
    start = boundary.index + boundary[0].length;
  }
  const last = question.slice(start);
  pieces.push({ text: last, end: endOf(/[?.!]*\s*$/.exec(last)?.[0] ?? ""), added });
  return pieces;
}

/** "What's the difference between deactivating and deleting?": two things, each to answer. */
const COMPARISON =
  /\b(?:difference|differences|diff|differ|compare|comparison)\b.*?\bbetween\s+(.+?)\s+and\s+(.+?)[?.!]*$/i;

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
  /** What the message says after its last question without asking anything more. */
  after?: string;
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
  /** Where the scene's last sentence begins, should it turn out to be the request. */
  let lastSentence = 0;
  const questionMark = question.includes("?");
  const pieces = piecesOf(question).flatMap(({ text, end, added }) => {
    const things = comparedThings(text.trim());
    // Each of two things compared is asked about, however short.
    return things.map((piece) => ({ piece, end, added: added || things.length > 1 }));
  });
  // A piece cut off at its question mark asks, whatever its words ("email for support?").
  const asks = (piece: string, end: Piece["end"]) =>
    end === "?" || (questionMark && end === "." ? STARTS_ASKING.test(piece) : ASKS.test(piece));
  for (const { piece, end, added } of pieces) {
    const listed = piece.split(LISTED);
    if (listed.length > 1) {
      parts.push(...listed.map((thing, index) => ({ asked: thing, scene: index ? "" : scene })));
      scene = "";
    } else if (asks(piece, end)) {
      // "What is it?" after the real question adds nothing of its own, "any quote?" little: the
      // question before says what they are about. "Also your email?" asks one more thing, and
      // so does "how much is the price?", a question word with a word of its own.
      const previous = parts.at(-1);
      const terms = termCount(piece);
      const ownQuestion = terms === 1 && ASKS_WHAT.test(piece);
      if (!scene && previous && terms <= 1 && !ownQuestion && !added && !ADDS_REQUEST.test(piece)) {
        if (terms === 1) previous.asked = `${previous.asked} ${piece}`;
        continue;
      }
      parts.push({ asked: piece, scene });
      scene = "";
    } else {
      lastSentence = scene ? scene.length + 1 : 0;
      scene = scene ? `${scene} ${piece}` : piece;
    }
  }
  const last = parts.at(-1);
  // "…? Thanks in advance, we must decide this month." adds background, not a question; "…?
  // Also your address." adds one.
  if (scene && last && questionMark && !ADDS_REQUEST.test(scene)) last.after = scene;
  // Sentences that ask nothing outright ("We're a clinic in Ohio. Stop sending me emails!"):
  // the request comes last, after what explains it.
  else if (scene && !last && lastSentence > 0) {
    parts.push({ asked: scene.slice(lastSentence), scene: scene.slice(0, lastSentence - 1) });
  } else if (scene) parts.push({ asked: scene, scene: "" });
  const minWords = parts.length > pieces.length ? 1 : 2;
  return parts.filter(
    (part) => `${part.scene} ${part.asked}`.trim().split(/\s+/).length >= minWords,
  );
}

/** A scene that says who the visitor is: "I run a small bakery.", "We're a broker in Ohio." */
const INTRODUCES_VISITOR =
  /^((hi|hello|hey|ok|so|quick context|context|background)\W+)*(i run|i own|i manage|i lead|i head|i work (at|for|in)|i'?m (a|an|the)|i am (a|an|the)|im (a|an|the)|we'?re (a|an|the)|we are (a|an|the)|we run|our (company|team|business|firm|shop|store|startup|practice|agency|clinic) (is|has|does)|my (company|team|business|firm|shop|store|startup|practice|agency|clinic) (is|has))\b/i;
/** Words in a question that refer to the scene before it: "would that work for us?". */
const LEANS_ON_SCENE =
  /\b(it|they|them|this|that|those|these|their|us|we|our|ours|me|my|i|she|he|her|him|his|both|either|each|such|similar|same|like)\b/i;

/** Whether a scene only says who the visitor is. */
export const introducesVisitor = (scene: string) => INTRODUCES_VISITOR.test(scene);

/** Whether a question refers back to the scene before it. */
export const leansOnScene = (asked: string) => LEANS_ON_SCENE.test(asked);
