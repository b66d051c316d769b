import { knowledgePassages } from "../search/knowledge.server.ts";
import { tokenize, toTerm } from "../search/search-terms.server.ts";

/**
 * "What about for retail?" after "have you done anything with hospitals?" asks the earlier
 * question again about something else. Its own words name only the new subject; the earlier
 * question says what to find out about it.
 */

/**
 * A follow-up that names a new subject for the earlier question, the subject captured: "what
 * about retail?", or a new place or kind of business ("what if I'm in California?").
 */
const SWAPS_SUBJECT =
  /^(?:(?:ok(?:ay)?|so|and|but|right)\s+)*(?:what about|how about|what of|same (?:question |thing |goes |again )?(?:for|with|about|in|at)|and (?:for|with|in|at)|the same for|(?:anything|something|one|any) (?:similar|like that|like it) (?:for|in|with)|what if (?:i'?m|i am|we'?re|we are|they'?re|they are|it'?s|it is|you'?re|you are) (?:(?:based |located )?(?:in|from|at)|an?))\s+(?:(?:for|with|in|at|about|the|a|an|your)\s+)*(.+?)(?:\s+(?:then|too|as well|instead|now))*$/;
/** A subject of more words than this is a question of its own, not a swap. */
const MAX_SUBJECT_TERMS = 3;

/** The terms of a text that carry meaning, stemmed as the index stems them. */
const termsOf = (text: string) => tokenize(text).flatMap((token) => toTerm(token) ?? []);

/**
 * The new subject a follow-up names ("retail" for "what about for retail?"), or null when it
 * does not read as the earlier question asked about something else.
 */
export function swappedSubject(normalized: string): string | null {
  const subject = SWAPS_SUBJECT.exec(normalized)?.[1];
  if (!subject) return null;
  const terms = termsOf(subject).length;
  return terms > 0 && terms <= MAX_SUBJECT_TERMS ? subject : null;
}

let passagesPerTerm: Map<string, number> | undefined;
let sectionOfKeyword: Map<string, string | null> | undefined;

/**
 * The section a term names ("lender": the fintech client's story): the one section whose
 * passages have it as a keyword. A keyword of several sections names none of them.
 */
function sectionNamedBy(term: string): string | null {
  if (!sectionOfKeyword) {
    const sections = new Map<string, string | null>();
    for (const passage of knowledgePassages()) {
      for (const each of termsOf((passage.keywords ?? []).join(" "))) {
        const known = sections.get(each);
        sections.set(each, known === undefined || known === passage.url ? passage.url : null);
      }
    }
    sectionOfKeyword = sections;
  }
  return sectionOfKeyword.get(term) ?? null;
}

/** In how many passages a term occurs: the fewer, the more it names one thing. */
function passageCount(term: string): number {
  if (!passagesPerTerm) {
    passagesPerTerm = new Map();
    for (const passage of knowledgePassages()) {
      const text = [passage.title, passage.text, ...(passage.questions ?? [])].join(" ");
      for (const each of new Set(termsOf(text))) {
        passagesPerTerm.set(each, (passagesPerTerm.get(each) ?? 0) + 1);
      }
    }
  }
  return passagesPerTerm.get(term) ?? 0;
}

/** A word's index term, without the punctuation around it. */
const termOfWord = (word: string) => toTerm(word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));

/**
 * The earlier question asked about the new subject: the words that name the most particular
 * thing in it (the word found in the fewest passages, the later one on a tie, with the meaningful
 * words right beside it: "healthcare network") give way to the subject. Null when the earlier
 * question has no such word or already names the subject.
 */
export function withSubjectSwapped(earlier: string, subject: string): string | null {
  const words = earlier.split(/\s+/);
  const terms = words.map(termOfWord);
  const subjectTerms = new Set(termsOf(subject));
  if (terms.some((term) => term && subjectTerms.has(term))) return null;
  let swap = -1;
  let fewest = Infinity;
  terms.forEach((term, index) => {
    if (!term) return;
    const count = passageCount(term);
    if (count <= fewest) {
      swap = index;
      fewest = count;
    }
  });
  // "And for the lender?" after a question about the logistics client swaps the client: the
  // word naming another section of the same page gives way.
  const section = [...subjectTerms].map(sectionNamedBy).find(Boolean);
  const page = (url: string) => url.split("#")[0];
  const otherSection = terms.findIndex((term) => {
    const named = term ? sectionNamedBy(term) : null;
    return named != null && section != null && named !== section && page(named) === page(section);
  });
  if (section && otherSection >= 0) swap = otherSection;
  if (swap < 0) return null;
  let start = swap;
  let end = swap;
  while (terms[start - 1]) start--;
  while (terms[end + 1]) end++;
  const tail = /[^\p{L}\p{N}]+$/u.exec(words[end] ?? "")?.[0] ?? "";
  return [...words.slice(0, start), `${subject}${tail}`, ...words.slice(end + 1)].join(" ");
}
