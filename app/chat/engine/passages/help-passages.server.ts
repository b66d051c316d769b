import { helpTopicQuestions } from "#app/content/help-topic-questions.ts";
import { helpTopics, type HelpTopic } from "#app/content/help-topics.ts";
import { formFieldsText } from "../answers/form-help.server.ts";
import type { Passage } from "./passage.ts";

/**
 * A how-to topic as one passage: the direct answer first, then the fields of the form it is
 * about, the steps and the detail.
 */
function helpPassage(topic: HelpTopic): Passage {
  const steps = topic.steps?.map((step, index) => `${index + 1}. ${step}`).join("\n");
  return {
    id: `help-${topic.id}`,
    title: topic.title,
    url: topic.url,
    text: [topic.answer, topic.form && formFieldsText(topic.form), steps, topic.note]
      .filter(Boolean)
      .join("\n\n"),
    keywords: [...(topic.keywords ?? [])],
    questions: helpTopicQuestions[topic.id],
  };
}

/** Account, newsletter, pricing and contact help, from app/content/help-topics.ts. */
export function helpPassages(): Passage[] {
  return helpTopics.map(helpPassage);
}
