import { describe, expect, it } from "vitest";
import { selectHits } from "./answer-selection.server.ts";
import type { KnowledgeHit } from "../search/knowledge.server.ts";

const hit = (id: string, url: string, score: number): KnowledgeHit => ({
  id,
  title: `Title ${id}`,
  url,
  text: `${id} text.`,
  score,
});

describe("selectHits", () => {
  it("joins close passages of the best one's section", () => {
    const { hits } = selectHits([
      hit("results", "/case-studies#clinic", 10),
      hit("approach", "/case-studies#clinic", 9),
      hit("quote", "/case-studies#clinic", 5),
    ]);
    expect(hits.map((h) => h.id)).toEqual(["results", "approach"]);
  });

  it("names one close passage of another section as related, never joining it", () => {
    const { hits, related } = selectHits([
      hit("best", "/solutions#a", 10),
      hit("other", "/contact#faq-title", 9),
      hit("another", "/about", 8.5),
    ]);
    expect(hits.map((h) => h.id)).toEqual(["best"]);
    expect(related.map((h) => h.id)).toEqual(["other"]);
  });

  it("names nothing well below the best", () => {
    const { related } = selectHits([hit("best", "/solutions#a", 10), hit("side", "/about", 6)]);
    expect(related).toEqual([]);
  });
});
