import type { ChatEngineConfig } from "#app/config/env.server.ts";
import { company } from "#app/content/site.ts";
import { AssistantError, type Assistant, type AssistantRequest } from "../assistant.server.ts";
import { chatServerErrors } from "../chat-messages.ts";
import type { HandOver, HandOverOutcome } from "../conversations/hand-over.server.ts";
import {
  searchKnowledge,
  warmUpKnowledge,
  type KnowledgeHit,
} from "../engine/search/knowledge.server.ts";
import {
  streamCompletion,
  type CompletionMessage,
  type ToolCall,
  type ToolDefinition,
} from "./llm-completions.server.ts";

type LlmConfig = Extract<ChatEngineConfig, { engine: "llm" }>;

/** How many earlier messages go with each request: enough for follow-ups, cheap in tokens. */
const HISTORY_MESSAGES = 10;

/**
 * The longest answer shown, in characters. max_tokens bounds a well-behaved model; this bounds
 * one that ignores it (or a server that never stops streaming), as no widget answer needs more.
 */
export const MAX_ANSWER_CHARS = 6_000;

/** Requests per turn: the answer, and one more after the model has used its tool. */
const MAX_REQUESTS_PER_TURN = 2;

const HAND_OVER_TOOL = "hand_over_to_team";

const handOverTool: ToolDefinition = {
  type: "function",
  function: {
    name: HAND_OVER_TOOL,
    description:
      `Passes this conversation on to the ${company.name} team, who reply by email within ` +
      `one business day (${company.supportHours}). Call it whenever the visitor gives their ` +
      "email address: after asking for a person, after a question you could not answer, or " +
      "on its own.",
    parameters: {
      type: "object",
      properties: {
        email: {
          type: "string",
          description: "The visitor's email address, exactly as they typed it.",
        },
      },
      required: ["email"],
      additionalProperties: false,
    },
  },
};

const CALL_TEAM_TOOL = "call_team_member";

const callTeamTool: ToolDefinition = {
  type: "function",
  function: {
    name: CALL_TEAM_TOOL,
    description:
      `Asks a ${company.name} team member who is on duty to join this chat. Call it when the ` +
      'visitor asks for a person. It answers {"status":"joining"} when someone will join ' +
      'shortly, or {"status":"nobody-on-duty"}, and then you offer to pass the conversation on ' +
      "by email instead.",
    parameters: { type: "object", properties: {}, additionalProperties: false },
  },
};

/** The first `length` characters, not splitting a surrogate pair (an emoji) in two. */
function cutAt(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

function systemPrompt(
  passages: KnowledgeHit[],
  canHandOver: boolean,
  canCallTeam: boolean,
): string {
  const sources = passages
    .map((passage) => `[${passage.title}](${passage.url})\n${passage.text}`)
    .join("\n\n");
  return [
    `You are the assistant on the website of ${company.name}, a provider of business AI solutions.`,
    "Answer in concise markdown: lead with a one- or two-sentence direct answer, then at most a",
    "few supporting lines. Use only the facts in the sources below for anything about the",
    "company, its products, figures, policies or contact details; never invent figures. Cite the",
    "page you used as a markdown link with its relative URL. If the sources do not answer the",
    "question, say what you can help with and suggest the contact page (/contact) or a free",
    "consultation (/consultation).",
    canHandOver
      ? "When the visitor asks for a person (sales, a call back, a quote, a human), or you " +
        "cannot help twice in a row, offer to pass the conversation on to the team and ask for " +
        "their email address. Whenever they give an address, call " +
        `${HAND_OVER_TOOL} with it and tell them the outcome; the team replies within one ` +
        `business day (${company.supportHours}).`
      : `For a person, point to the contact page (/contact) or ${company.supportEmail}.`,
    canCallTeam
      ? `When the visitor asks for a person, first call ${CALL_TEAM_TOOL}: if a colleague is ` +
        "joining, say so in one sentence and that they can keep typing meanwhile."
      : "",
    "",
    sources ? `Sources:\n\n${sources}` : "Sources: none matched this question.",
  ].join("\n");
}

/** Runs the model's tool call; what it returns is what the model reads back. */
async function runTool(
  call: ToolCall,
  handOver: HandOver | undefined,
  callTeam: (() => Promise<boolean>) | undefined,
): Promise<string> {
  if (call.name === CALL_TEAM_TOOL && callTeam) {
    return JSON.stringify({ status: (await callTeam()) ? "joining" : "nobody-on-duty" });
  }
  let outcome: HandOverOutcome | { status: "unknown-tool" | "bad-arguments" };
  if (call.name !== HAND_OVER_TOOL || !handOver) {
    outcome = { status: "unknown-tool" };
  } else {
    let email: unknown;
    try {
      email = (JSON.parse(call.arguments) as { email?: unknown }).email;
    } catch {
      email = undefined;
    }
    outcome =
      typeof email === "string" ? await handOver(email) : { status: "bad-arguments" as const };
  }
  return JSON.stringify(outcome);
}

/**
 * A model behind any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * llama.cpp), grounded with the same passages as the built-in guide and given the hand-over to
 * the team as a tool.
 */
export function createLlmAssistant(config: LlmConfig): Assistant {
  return {
    engine: config.model,
    prepare: warmUpKnowledge,
    async *reply({ message, history, signal, handOver, callTeam }: AssistantRequest) {
      const recent = history.slice(-HISTORY_MESSAGES);
      // A follow-up ("and for retail?") is searched together with the question before it.
      const context = recent.findLast((turn) => turn.role === "user")?.content;
      const passages = searchKnowledge(message, { limit: 4, context });
      const messages: CompletionMessage[] = [
        {
          role: "system",
          content: systemPrompt(passages, handOver !== undefined, callTeam !== undefined),
        },
        ...recent,
        { role: "user", content: message },
      ];
      const tools = [...(handOver ? [handOverTool] : []), ...(callTeam ? [callTeamTool] : [])];
      let length = 0;
      for (let request = 1; request <= MAX_REQUESTS_PER_TURN; request++) {
        // On the last request the tool stays described but may not be called: the model has to
        // answer in words.
        const completion = streamCompletion(config, {
          messages,
          tools: tools.length > 0 ? tools : undefined,
          toolChoice: request < MAX_REQUESTS_PER_TURN ? "auto" : "none",
          signal,
        });
        let calls: ToolCall[] = [];
        let text = "";
        for await (const piece of completion) {
          if (piece.kind === "tool-calls") {
            calls = piece.calls;
            continue;
          }
          if (length + piece.text.length < MAX_ANSWER_CHARS) {
            length += piece.text.length;
            text += piece.text;
            yield piece.text;
            continue;
          }
          // The answer ends here, as if the model had finished; the request is cancelled.
          const last = cutAt(piece.text, MAX_ANSWER_CHARS - length);
          if (last) yield last;
          return;
        }
        if (calls.length === 0 || signal.aborted) return;
        messages.push({
          role: "assistant",
          content: text || null,
          tool_calls: calls.map((call) => ({
            id: call.id,
            type: "function",
            function: { name: call.name, arguments: call.arguments },
          })),
        });
        for (const call of calls) {
          messages.push({
            role: "tool",
            tool_call_id: call.id,
            content: await runTool(call, handOver, callTeam),
          });
        }
      }
      // A model that keeps calling tools instead of answering has failed this turn.
      throw new AssistantError("upstream", chatServerErrors.upstream);
    },
  };
}
