import distance from "damerau-levenshtein";
import { describe, expect, it } from "vitest";
import { createSpellingCorrector, isEnglishWord, letterDifference } from "./spelling.server.ts";

const content = [
  "Our history: founded in Boston in 2024.",
  "The no-code platform lets teams build workflows.",
  "Reset your password from the Forgot Password dialog.",
  "Book a free consultation.",
];

describe("putting misspelt words right", () => {
  const corrector = createSpellingCorrector(content, ["please"]);

  it("turns a word one slip away into the site's word", () => {
    expect(corrector.correct("kestrel histroy")).toBe("kestrel history");
    expect(corrector.correct("pasword reset")).toBe("password reset");
    expect(corrector.correct("no-code platfrom")).toBe("no-code platform");
  });

  it("puts two slips right in a long word only", () => {
    expect(corrector.correct("consultaion")).toBe("consultation");
    expect(corrector.correct("histry")).toBe("history");
    expect(corrector.correct("hstry")).toBe("hstry");
  });

  it("leaves real English words alone, however close to a word of the site", () => {
    expect(corrector.correct("crickets")).toBe("crickets");
    expect(corrector.correct("hook me up")).toBe("hook me up");
    expect(corrector.correct("mystery")).toBe("mystery");
  });

  it("leaves short words and words it was told about alone", () => {
    expect(corrector.correct("buk")).toBe("buk");
    expect(corrector.correct("pleese please")).toBe("pleese please");
  });
});

describe("the letters two words do not share", () => {
  it("counts them on the side with more, a swap counting none", () => {
    expect(letterDifference("history", "histroy")).toBe(0);
    expect(letterDifference("password", "pasword")).toBe(1);
    expect(letterDifference("platform", "platfrom")).toBe(0);
    expect(letterDifference("consultation", "consultaion")).toBe(1);
    expect(letterDifference("kestrel", "kettle")).toBe(2);
    expect(letterDifference("café", "cafe")).toBe(1);
  });

  it("never puts two words further apart than the slips between them", () => {
    const words = ["history", "histroy", "hstry", "password", "pasword", "passwords", "wordpass"];
    words.push("platform", "platfrom", "plateform", "consultation", "consultaion", "kestrel");
    for (const a of words) {
      for (const b of words) {
        expect(letterDifference(a, b)).toBeLessThanOrEqual(distance(a, b).steps);
      }
    }
  });
});

describe("the English word list", () => {
  it("finds its first, last and middle words, whatever order the file keeps them in", () => {
    for (const word of ["aa", "zzzs", "manlike", "sharrows", "crickets", "platform"]) {
      expect(isEnglishWord(word), word).toBe(true);
    }
  });

  it("finds no misspelling, no word with capitals and no empty word", () => {
    for (const word of ["histroy", "pasword", "Platform", "", "zzzzz"]) {
      expect(isEnglishWord(word), word).toBe(false);
    }
  });
});
