/** What the chat widget shows before the visitor types: the welcome and the suggestion chips. */
import { company } from "./site.ts";

export interface ChatSuggestion {
  /** Short enough for a chip. */
  label: string;
  /** Sent as the visitor's message when the chip is chosen. */
  prompt: string;
}

/** The prompts behind the chips, by topic, so the assistant can recognise each one. */
export const suggestionPrompts = {
  company: `Tell me about ${company.name}.`,
  goals: "How can AI help my business achieve its goals?",
  humanCentric: "What are your human-centric AI solutions?",
  trends: "What's trending in AI right now?",
  fun: "Tell me something fun about AI!",
} as const;

export type SuggestionTopic = keyof typeof suggestionPrompts;

export const chatSuggestions: readonly ChatSuggestion[] = [
  { label: `About ${company.name}`, prompt: suggestionPrompts.company },
  { label: "AI for my goals", prompt: suggestionPrompts.goals },
  { label: "Human-centric AI", prompt: suggestionPrompts.humanCentric },
  { label: "Trending in AI", prompt: suggestionPrompts.trends },
  { label: "Something fun", prompt: suggestionPrompts.fun },
];

export const chatWelcomeMessage =
  `Hi! I'm the ${company.name} assistant. Ask me about our AI solutions, our client results ` +
  "or booking a free consultation, or pick one of the suggestions below.";
