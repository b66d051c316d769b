import { describe, expect, it } from "vitest";
import { pointer, selectHits } from "./answer-selection.server.ts";
import type { KnowledgeHit } from "./knowledge.server.ts";

const hit = (id: string, url: string, score: number, text = `${id} text.`): KnowledgeHit => ({
  id,
  title: `Title ${id}`,
  url,
  text,
  score,
});

describe("selectHits", () => {
  it("quotes close runners-up and only points to one too long to join", () => {
    const long = "x".repeat(1300);
    const { hits, related } = selectHits([
      hit("best", "/solutions#a", 10, long),
      hit("near", "/solutions#b", 9, long),
      hit("short", "/solutions#c", 8),
    ]);
    expect(hits.map((h) => h.id)).toEqual(["best", "short"]);
    expect(related.map((h) => h.id)).toEqual(["near"]);
  });

  it("points to a runner-up from another page that is not close enough to join", () => {
    const { hits, related } = selectHits([
      hit("best", "/solutions#a", 10),
      hit("other", "/contact#faq-title", 6),
      hit("far", "/about", 4),
    ]);
    expect(hits.map((h) => h.id)).toEqual(["best"]);
    expect(related.map((h) => h.id)).toEqual(["other"]);
  });

  it("points to one side topic at most, and to none well below the best", () => {
    const { related } = selectHits([
      hit("best", "/solutions#a", 10),
      hit("other", "/contact#faq-title", 6.5),
      hit("another", "/about", 6.2),
    ]);
    expect(related.map((h) => h.id)).toEqual(["other"]);
    const distant = selectHits([hit("best", "/solutions#a", 10), hit("side", "/consultation", 5)]);
    expect(distant.related).toEqual([]);
  });
});

describe("pointer", () => {
  it("names the passage with the first sentence after its headings and list marks", () => {
    const text = "**Title q**\n\n**The challenge**\n\n- Calls went unanswered. Staff were busy.";
    expect(pointer(hit("q", "/case-studies#x", 1, text))).toBe(
      "**Title q**: Calls went unanswered.",
    );
  });

  it("ends a line that introduces a list as a sentence", () => {
    const text = "Our five client stories, each with its results:\n\n- Healthcare";
    expect(pointer(hit("q", "/case-studies", 1, text))).toBe(
      "**Title q**: Our five client stories, each with its results.",
    );
  });

  it("points with a list's first item when its heading only names the list", () => {
    const text = "Specifications of **Widget**:\n\n- **Accuracy**: 99.9%\n- **Speed**: fast";
    expect(pointer(hit("q", "/solutions", 1, text))).toBe("**Title q**: **Accuracy**: 99.9%");
  });
});
