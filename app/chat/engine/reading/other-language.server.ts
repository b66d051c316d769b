/**
 * Whether a message is written in another language than English. The site and everything the
 * assistant can quote are in English, so a question in German or Spanish is told so honestly
 * rather than answered from the few words it happens to share with a passage.
 *
 * The signs are the short function words of the languages visitors most often write in, from
 * the `stopword` package's lists, less every word an English word list knows ("die", "son",
 * "come" are English words too): two of them, or one beside a letter or mark English does not
 * use, show the message is not English.
 */
import { deu, fra, ita, nld, por, spa } from "stopword";
import { isEnglishWord } from "../search/spelling.server.ts";

const plain = (word: string) =>
  word
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

let functionWords: ReadonlySet<string> | undefined;

/** Function words of those languages that are not English words, accents dropped. */
function otherLanguageWords(): ReadonlySet<string> {
  functionWords ??= new Set(
    [...deu, ...spa, ...fra, ...ita, ...por, ...nld]
      .map(plain)
      .filter((word) => word.length > 1 && !isEnglishWord(word)),
  );
  return functionWords;
}

const WORD = /\p{L}+/gu;
const OTHER_LETTER = /[äöüßñçéèêàâîôûáíóúã]/i;
const INVERTED_MARK = /[¿¡]/;

/** Whether a message is written in one of those languages rather than in English. */
export function isOtherLanguage(message: string): boolean {
  if (INVERTED_MARK.test(message)) return true;
  const words = otherLanguageWords();
  const written = new Set([...message.matchAll(WORD)].map(([word]) => plain(word)));
  const found = [...written].filter((word) => words.has(word)).length;
  return found >= 2 || (found === 1 && OTHER_LETTER.test(message));
}
