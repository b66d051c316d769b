import { beforeAll, describe, expect, it } from "vitest";
import { isOtherLanguage } from "./other-language.server.ts";

describe("isOtherLanguage", () => {
  // The English word list loads on first use.
  beforeAll(() => void isOtherLanguage("warm up"));

  it.each([
    "Wie kann ich mein Konto löschen?",
    "¿Puedo descargar una copia de mis datos?",
    "Combien coûtent vos services, à peu près ?",
    "Hebben jullie een nieuwsbrief voor bedrijven?",
  ])("reads %j as another language", (message) => {
    expect(isOtherLanguage(message)).toBe(true);
  });

  it.each([
    "what do you sell",
    "when did you land your first enterprise customers",
    "die hard fans of the son of the founder, come on",
    "Do you work with cafés in Zürich?",
  ])("reads %j as English", (message) => {
    expect(isOtherLanguage(message)).toBe(false);
  });
});
