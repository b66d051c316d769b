import {
  asksWhatAgentsDo,
  asksWhatItDoes,
  REACHING_US_ID,
  REACHING_US_SHARE_FOR_AGENTS,
  STORY_SHARE_FOR_CAPABILITY,
} from "./capability-question.server.ts";
import { ASKS_FOR_FIGURE } from "./direct-answer.server.ts";
import { figurePreference } from "./figure-preference.server.ts";
import { asksWhereWeAre, isBesidePlace, SPEC_SHARE_FOR_PLACE } from "./place-question.server.ts";
import { STORY_GAIN_FOR_SECTOR } from "./story-question.server.ts";

interface Ranked {
  id: string;
  score: number;
}

/**
 * Re-weighs a search's ranked passages by what kind of question the message is, in one pass:
 * "how many…?" prefers a passage with the figure, "can it…?" the solutions over a client's
 * story, "where are you based?" anything over the solutions' figures. Sorts `ranked` again
 * when anything changed.
 */
export function rankForQuestionKind(
  ranked: Ranked[],
  message: string,
  terms: ReadonlySet<string>,
  /** The client story whose sector the message names (story-question.server.ts), if any. */
  story: string | null,
  textOf: (id: string) => string,
): void {
  const lower = message.toLowerCase();
  const asksFigure = ASKS_FOR_FIGURE.test(lower);
  const asksCapability = asksWhatItDoes(lower);
  const asksAboutAgents = asksCapability && asksWhatAgentsDo(lower);
  const asksPlace = asksWhereWeAre(lower);
  if (!asksFigure && !asksCapability && !asksPlace && !story) return;
  for (const entry of ranked) {
    if (asksFigure) entry.score += figurePreference(textOf(entry.id), terms);
    if (asksCapability && entry.id.startsWith("case-")) entry.score *= STORY_SHARE_FOR_CAPABILITY;
    if (asksAboutAgents && entry.id === REACHING_US_ID) entry.score *= REACHING_US_SHARE_FOR_AGENTS;
    if (asksPlace && isBesidePlace(entry.id)) entry.score *= SPEC_SHARE_FOR_PLACE;
    if (story && entry.id.startsWith(`case-${story}`)) entry.score *= STORY_GAIN_FOR_SECTOR;
  }
  ranked.sort((a, b) => b.score - a.score);
}
