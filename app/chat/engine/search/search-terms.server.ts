/**
 * How words are turned into search terms, shared by indexing and querying so both sides agree.
 * Visitors type questions, not keywords: filler words must not match, and "hours", "hour",
 * "personalised" and "personalized" must meet in the same term.
 */
import MiniSearch from "minisearch";

/** Common English words plus the conversational filler visitors wrap their questions in. */
const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being " +
    "below between both but by can could did do does doing down during each few for from further " +
    "had has have having he her here hers herself him himself his how i if in into is it its " +
    "itself just me more most my myself no nor not now of off on once only or other our ours " +
    "ourselves out over own same she should so some such than that the their theirs them " +
    "themselves then there these they this those through to too under until up very was we were " +
    "what when where which while who whom why will with would you your yours yourself yourselves " +
    "also am anyone anything around else ever every get got much many may might must " +
    "shall something tell explain describe please know want wanted like need give show let lets " +
    "thing things kind sort really actually maybe hey hi hello thanks thank ok okay well " +
    "one way us im ive youre dont doesnt cant isnt whats hows wheres whos help able number " +
    // Chat spellings and filler: "wat is ur mission", "who are you guys exactly".
    "u ur r ya wat pls plz guys exactly anyway currently " +
    // Filler as fast typists spell it: "wat does kestrel actualy do".
    "actualy acutally realy rly dose wht whta teh hw abt bout thx good " +
    // Chat interjections: "yo whats up", "legend, ta", "lol ok".
    "yo sup ta lol haha hahaha hmm hmmm btw tbh fyi imo omg legend mate " +
    // What the tokenizer leaves of contractions ("we're", "you'll", "they've").
    "re ll ve " +
    // Hedges and vague quantities that say how a visitor asks, not what about.
    "possible possibly perhaps probably somehow basically literally several various"
  ).split(/\s+/),
);

/** The term for "IT", which lower case would read as the pronoun. */
const INFORMATION_TECHNOLOGY = "infotech";

const LOCALE_SPELLING = /is(e|es|ed|ing|ation|ations)$/;

/**
 * A deliberately light stemmer: plural and a few verb endings only. A full Porter stemmer
 * merges words the site uses with different meanings ("general" and "generate").
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word.replace(LOCALE_SPELLING, "iz$1");
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const [suffix, replacement] of [
    ["ation", "at"],
    ["ion", ""],
    ["ing", ""],
    ["ed", ""],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length) + replacement;
      break;
    }
  }
  if (w.endsWith("ie")) w = `${w.slice(0, -2)}i`;
  else if (w.endsWith("y")) w = `${w.slice(0, -1)}i`;
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The words of a text, split as the index splits them. */
export const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/** The index term of one token, or null for words that carry no meaning on their own. */
export function toTerm(token: string): string | null {
  // "IT" in capitals is a department ("did they need their IT team?"), not the pronoun.
  if (token === "IT") return INFORMATION_TECHNOLOGY;
  const word = token
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]s$/, "")
    .replace(/['’]/g, "");
  if (!word || STOP_WORDS.has(word)) return null;
  if (word.length < 2 && !/\d/.test(word)) return null;
  return stem(word);
}

/** Words a question may hold that are right as typed though the content lacks them. */
export const knownQueryWords = (): Iterable<string> => STOP_WORDS;

/**
 * Words nearly every passage is about. They still rank passages, but a question is not
 * answered on the strength of them alone: "Who founded the company?" needs "founded".
 */
const GENERIC_TERMS = new Set(
  ["kestrel", "ai", "company", "business", "service", "solution", "product"].map((w) => stem(w)),
);

export const isGenericTerm = (term: string) => GENERIC_TERMS.has(term);
