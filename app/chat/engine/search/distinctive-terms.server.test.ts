import { describe, expect, it } from "vitest";
import { createDistinctiveTerms } from "./distinctive-terms.server.ts";
import type { Passage } from "../passages/passage.ts";
import { toQueryTerms } from "./search-terms.server.ts";

const passages: Passage[] = [
  {
    id: "overview",
    title: "Agents",
    url: "/solutions#agents",
    text: "Agents answer customers at any hour and hand the rest to your team.",
    questions: ["What do your agents do?", "Can agents answer customers at night?"],
  },
  {
    id: "details",
    title: "How agents work",
    url: "/solutions#agents",
    text: "When a request needs a person, the agent hands it over with a summary.",
    questions: ["What does my team get in a handover?", "Is there a summary for my team?"],
  },
  {
    id: "elsewhere",
    title: "Contact",
    url: "/contact",
    text: "Write to us and we send a summary of your request.",
    questions: ["How do I contact you?"],
  },
];

const groups = (text: string) => text.split(" ").map((word) => toQueryTerms(word));

describe("distinctive terms", () => {
  const distinctive = createDistinctiveTerms(passages);

  it("credit the words a passage uses and its neighbours on the page do not", () => {
    const words = groups("summary handover");
    expect(distinctive.bonus("details", words)).toBeGreaterThan(0);
    expect(distinctive.bonus("overview", words)).toBe(0);
    // Words both neighbours use tell neither apart.
    expect(distinctive.bonus("details", groups("agents team"))).toBe(0);
  });

  it("reorder passages of one page among themselves, keeping the page's scores", () => {
    const ranked = [
      { id: "overview", score: 2 },
      { id: "elsewhere", score: 1.9 },
      { id: "details", score: 1.8 },
    ];
    distinctive.reorder(ranked, groups("summary handover"));
    expect(ranked).toEqual([
      { id: "details", score: 2 },
      { id: "elsewhere", score: 1.9 },
      { id: "overview", score: 1.8 },
    ]);
  });

  it("leave the order alone when the message has no word that tells neighbours apart", () => {
    const ranked = [
      { id: "overview", score: 2 },
      { id: "details", score: 1 },
    ];
    distinctive.reorder(ranked, groups("agents"));
    expect(ranked.map((entry) => entry.id)).toEqual(["overview", "details"]);
  });
});
