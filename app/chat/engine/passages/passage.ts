import { pageAt } from "#app/content/pages.ts";

/** One answer-ready piece of site content, with the own-site page it comes from. */
export interface Passage {
  id: string;
  title: string;
  /** Own-site path, with the anchor of the section when the page has one. */
  url: string;
  /** Concise markdown that can be shown to a visitor as it is. */
  text: string;
  /**
   * What the search reads in place of the text, when the text carries lines for the visitor
   * (the solutions a client story used) whose words would draw questions about something else.
   */
  searchText?: string;
  /** Words visitors use for this topic that the text itself may not contain. */
  keywords?: string[];
  /**
   * Questions this passage answers, in the words visitors ask them. Indexed, never shown: they
   * let a question find its answer when it shares no word with the answer's text.
   */
  questions?: readonly string[];
}

/** Links the chat writes that are not pages of their own, by the name it gives them. */
const otherLabels: Record<string, string> = {
  "/?forgotPassword=true": "Forgot Password",
};

/** The name of the page a passage url points at, for "Read more on [Solutions](…)". */
export function pageLabel(url: string): string {
  const withQuery = url.split("#")[0] ?? url;
  const path = url.split(/[#?]/)[0] || "/";
  return otherLabels[withQuery] ?? pageAt(path)?.label ?? path;
}

/** A markdown bullet list. */
export const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** The text of a passage as the search reads it. */
export const searchedText = (passage: Passage) => passage.searchText ?? passage.text;
