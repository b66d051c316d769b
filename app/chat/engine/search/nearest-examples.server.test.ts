import { describe, expect, it } from "vitest";
import type { Passage } from "../passages/passage.ts";
import { createQuestionMatcher } from "./nearest-examples.server.ts";

const passages: Passage[] = [
  {
    id: "university-results",
    title: "University results",
    url: "/case-studies#university",
    text: "Results at the university.",
    questions: ["What results did the university see?", "university outcomes"],
  },
  {
    id: "university-approach",
    title: "University approach",
    url: "/case-studies#university",
    text: "How we helped the university.",
    questions: ["What about a university?", "How did you help the university?"],
  },
  {
    id: "clinic-story",
    title: "Clinic story",
    url: "/case-studies#clinics",
    text: "Fewer calls at the clinics.",
    questions: ["Did the clinics get fewer calls?"],
  },
];

describe("question matcher", () => {
  const matcher = createQuestionMatcher(passages);

  it("finds the nearest written question, misspelt or not", () => {
    expect(matcher.nearest("what about a univrsity?", 1)[0]?.label).toBe("university-approach");
  });

  it("weighs the conversation's earlier topic in when asked to", () => {
    const earlier = "what results did you get in healthcare?";
    expect(matcher.nearest("what about a university?", 1, earlier, 0)[0]?.label).toBe(
      "university-approach",
    );
    expect(matcher.nearest("what about a university?", 1, earlier, 0.5)[0]?.label).toBe(
      "university-results",
    );
  });
});
