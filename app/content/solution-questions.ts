/**
 * Questions visitors ask that each part of a solution's copy answers, for the chat's search.
 * Kept out of solutions.ts so the pages that render the solutions do not ship them. A
 * question sits on the part that states its answer: the summary, the description, the
 * features or the specifications. Each solution's lists have a module of their own so every
 * file stays a readable size.
 */
import { adaptiveCxQuestions } from "./solution-adaptive-cx-questions.ts";
import { aiWorkforceQuestions } from "./solution-ai-workforce-questions.ts";
import { noCodeQuestions } from "./solution-no-code-questions.ts";
import type { SolutionId } from "./solutions.ts";
import type { SolutionQuestions } from "./types.ts";

export { sharedSpecQuestions } from "./solution-spec-questions.ts";

export const solutionQuestions: Record<SolutionId, SolutionQuestions> = {
  "ai-workforce": aiWorkforceQuestions,
  "no-code": noCodeQuestions,
  "adaptive-cx": adaptiveCxQuestions,
};
