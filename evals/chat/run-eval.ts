/**
 * Asks an assistant the questions of a set and scores every answer. A conversation is asked turn
 * by turn, each turn after the assistant's own earlier answers, as a visitor would see them.
 */
import type { Assistant, ChatTurn } from "#app/chat/assistant.server.ts";
import type { EvalConversation, EvalQuestion, EvalTopic, Expectation } from "./eval-record.ts";
import { scoreAnswer, type AnswerScore } from "./score-answer.ts";

/** One judged answer. */
export interface Outcome {
  /** The question's id; a conversation's turn adds its number: "c-pricing-01#2". */
  id: string;
  topic: EvalTopic;
  question: string;
  expectation: Expectation;
  /** The earlier messages the assistant was given. */
  history: readonly ChatTurn[];
  /** Whether this is a conversation's turn after its first. */
  followUp: boolean;
  answer: string;
  score: AnswerScore;
}

/** The whole streamed answer to one message, or the failure the visitor would see. */
export async function askAssistant(
  assistant: Assistant,
  message: string,
  history: readonly ChatTurn[],
): Promise<string> {
  let answer = "";
  try {
    const signal = new AbortController().signal;
    for await (const chunk of assistant.reply({ message, history, signal })) answer += chunk;
    return answer;
  } catch (error) {
    return `${answer}\n\nError: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Each single question, after the scripted history of a follow-up. */
export async function runQuestions(
  assistant: Assistant,
  questions: readonly EvalQuestion[],
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const question of questions) {
    const history = question.history ?? [];
    const answer = await askAssistant(assistant, question.question, history);
    outcomes.push({
      id: question.id,
      topic: question.topic,
      question: question.question,
      expectation: question,
      history,
      followUp: false,
      answer,
      score: scoreAnswer(question, answer),
    });
  }
  return outcomes;
}

/** Every turn of each conversation, the assistant's real answers carried into the next. */
export async function runConversations(
  assistant: Assistant,
  conversations: readonly EvalConversation[],
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const conversation of conversations) {
    let history: readonly ChatTurn[] = [];
    for (const [index, turn] of conversation.turns.entries()) {
      const answer = await askAssistant(assistant, turn.question, history);
      outcomes.push({
        id: `${conversation.id}#${index + 1}`,
        topic: conversation.topic,
        question: turn.question,
        expectation: turn,
        history,
        followUp: index > 0,
        answer,
        score: scoreAnswer(turn, answer),
      });
      history = [
        ...history,
        { role: "user", content: turn.question },
        { role: "assistant", content: answer },
      ];
    }
  }
  return outcomes;
}
