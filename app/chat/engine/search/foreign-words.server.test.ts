import { describe, expect, it } from "vitest";
import { isForeign, readForeignWords } from "./foreign-words.server.ts";

describe("readForeignWords", () => {
  it("reads a German question in rough English", () => {
    expect(readForeignWords("Wie lange dauert ein Projekt?")).toBe(
      "how long takes long a project?",
    );
  });

  it("reads a Spanish question marked only by its inverted question mark and accents", () => {
    expect(readForeignWords("¿Cuánto cuesta?")).toBe("how much cost?");
  });

  it("reads a French question, keeping words it does not list", () => {
    expect(readForeignWords("Comment supprimer mon compte ?")).toBe("how delete my account ?");
  });

  it("leaves English alone, though some of its words are foreign words too", () => {
    const english = "What was the name of the company you founded, and who runs it?";
    expect(isForeign(english)).toBe(false);
    expect(readForeignWords(english)).toBe(english);
  });

  it("needs more than one foreign-looking word in a plain-letter message", () => {
    expect(isForeign("Is the consultation in person?")).toBe(false);
    expect(isForeign("Wie viel kostet das?")).toBe(true);
  });

  it("does not take an object's built-in names for listed words", () => {
    expect(readForeignWords("wie ist constructor und toString")).toBe(
      "how is constructor and toString",
    );
  });
});
