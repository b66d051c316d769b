/**
 * "Is it SOC 2 certified?", "does it run on GPT or Claude?": a question that names something
 * the site never mentions, whatever the passages its other words find. A name is a word
 * written with a capital inside the sentence, in capitals, or with digits; one the site's
 * passages never use nor are asked with is something the site cannot speak to, so the honest
 * answer says so instead of quoting a passage about something else.
 */
import { isOtherLanguage } from "./other-language.server.ts";
import { searchKnowledge, wordsUnknownToSite } from "../search/knowledge.server.ts";
import { questionParts } from "./question-parts.server.ts";

/**
 * A name as a visitor writes one: "Claude", "GPT", "ISO27001". Two capitals ("PO", "BI") are
 * as often an abbreviation the site spells out, and digits alone are a figure.
 */
const NAME = /^(?:[A-Z][a-z]{2,}|[A-Z][A-Z0-9]{2,}|[A-Za-z]{2,}\d+[A-Za-z\d]*)$/;

/** Where a sentence starts: its first word has a capital whether or not it is a name. */
const SENTENCE_START = /(?:^|[.!?]\s+)(\p{L}+)/gu;

/**
 * The names the question asks about that the site never mentions, as the visitor wrote them;
 * none when the rest of the question is not about what the site covers either ("how tall is
 * Mount Everest?" is off-topic, not a gap), or the message is not in English.
 */
export function namesUnknownToSite(question: string): string[] {
  const asked = questionParts(question)
    .map((part) => part.asked)
    .join(" ");
  if (isOtherLanguage(asked)) return [];
  const starts = new Set([...asked.matchAll(SENTENCE_START)].map((match) => match[1]));
  const unknown = wordsUnknownToSite(asked);
  const names = unknown.filter((word) => NAME.test(word) && !starts.has(word));
  if (names.length === 0) return [];
  const rest = unknown.reduce((text, word) => text.replace(word, " "), asked);
  return searchKnowledge(rest, { limit: 1 }).length > 0 ? names : [];
}
