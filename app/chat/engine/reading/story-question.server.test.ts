import { describe, expect, it } from "vitest";
import { tokenize, toTerm } from "../search/search-terms.server.ts";
import { storyNamed } from "./story-question.server.ts";

const terms = (text: string) => new Set(tokenize(text).flatMap((token) => toTerm(token) ?? []));
const named = (text: string) => storyNamed(text, terms(text));

describe("storyNamed", () => {
  it("finds the client story whose sector a question speaks of", () => {
    expect(named("how fast do students get a first reply now")).toBe("university-student-services");
    expect(named("that clinic network, how many locations did they have?")).toBe(
      "regional-healthcare-network",
    );
  });

  it("leaves capability questions and questions without a sector alone", () => {
    expect(named("can it book appointments for my clinic's patients?")).toBeNull();
    expect(named("how fast do you reply to emails?")).toBeNull();
  });
});
