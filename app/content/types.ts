/** Shapes of the site's content modules. The pages and the chat assistant read the same data. */

export interface CaseStudyResult {
  /** The headline figure, e.g. "62%". */
  stat: string;
  description: string;
}

export interface CaseStudy {
  /** URL fragment and stable key, e.g. "regional-health-network". */
  id: string;
  title: string;
  /** Industry label shown above the title. */
  industry: string;
  overview: string;
  challenge: string[];
  approach: string[];
  /** Exactly three result statistics. */
  results: [CaseStudyResult, CaseStudyResult, CaseStudyResult];
  quote: { text: string; author: string; role: string };
  /** Background image shipped under /images/case-studies/. */
  image: { src: string; alt: string; width: number; height: number };
  whitePaper?: { title: string; description: string; link: string };
}

/**
 * Questions visitors ask that a case study answers, one list per passage the chat builds from
 * it. Indexed for the chat's search, never shown.
 */
export interface CaseStudyQuestions {
  /** Answered by the overview and the results. */
  results: readonly string[];
  /** Answered by the challenge and our approach. */
  approach: readonly string[];
  quote: readonly string[];
  /** Only for a study with a white paper. */
  whitePaper?: readonly string[];
}

export interface LegalSection {
  /** Anchor id, e.g. "data-we-collect". */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last update, shown as "March 29, 2025". */
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
}

/**
 * Questions visitors ask that a legal document answers, for the chat's search; never shown.
 * The chat quotes one paragraph at a time, so each question belongs to the paragraph that
 * answers it.
 */
export interface LegalQuestions {
  /** Answered by the summary and the date of the last update. */
  summary: readonly string[];
  /** Keyed by section anchor: one list per paragraph of the section, in order. */
  sections: Record<string, readonly (readonly string[])[]>;
}

/** The ways visitors ask about one solution, one list per part of its copy. */
export interface SolutionQuestions {
  /** Answered by the summary and the typical result. */
  overview: readonly string[];
  /** Answered by the longer description. */
  details: readonly string[];
  features: readonly string[];
  /** Answered by the solution's own specifications, not by the figures all three share. */
  specs: readonly string[];
}

/** The site's forms whose fields the assistant's help describes, from each form's own schema. */
export type HelpForm = "contact" | "consultation" | "newsletter" | "sign-up";

/** A question about using the site, answered with the steps and the page (the assistant's help). */
export interface HelpTopic {
  id: string;
  title: string;
  /** Own-site page where the visitor does it. */
  url: string;
  /** One or two sentences that answer the question directly. */
  answer: string;
  /** Numbered steps, when the answer is something to do. */
  steps?: readonly string[];
  /** A line or two of detail after the steps. */
  note?: string;
  /**
   * The form the topic is about: its fields, required and optional, follow the answer. They are
   * read from the form itself, never written in the topic.
   */
  form?: HelpForm;
  keywords?: readonly string[];
}
