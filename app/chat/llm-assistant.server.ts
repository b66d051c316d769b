import { EventSourceParserStream } from "eventsource-parser/stream";
import { z } from "zod";
import type { ChatEngineConfig } from "#app/config/env.server.ts";
import { company } from "#app/content/site.ts";
import {
  AssistantError,
  type Assistant,
  type AssistantRequest,
  type ChatTurn,
} from "./assistant.server.ts";
import { searchKnowledge, type KnowledgeHit } from "./knowledge.server.ts";
import { chatServerErrors } from "./chat-messages.ts";

type LlmConfig = Extract<ChatEngineConfig, { engine: "llm" }>;

/** How many earlier messages go with each request: enough for follow-ups, cheap in tokens. */
const HISTORY_MESSAGES = 10;

/**
 * The longest answer shown, in characters. max_tokens bounds a well-behaved model; this bounds
 * one that ignores it (or a server that never stops streaming), as no widget answer needs more.
 */
export const MAX_ANSWER_CHARS = 6_000;

/** The first `length` characters, not splitting a surrogate pair (an emoji) in two. */
function cutAt(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

const streamChunkSchema = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().nullish() }))
    .default([]),
});

function systemPrompt(passages: KnowledgeHit[]): string {
  const sources = passages
    .map((passage) => `[${passage.title}](${passage.url})\n${passage.text}`)
    .join("\n\n");
  return [
    `You are the assistant on the website of ${company.name}, a provider of business AI solutions.`,
    "Answer in concise markdown. Use only the facts in the sources below for anything about the",
    "company, its products, figures, policies or contact details; never invent figures. Cite the",
    "page you used as a markdown link with its relative URL. If the sources do not answer the",
    "question, say so plainly and suggest the contact page (/contact) or a free consultation",
    "(/consultation).",
    "",
    sources ? `Sources:\n\n${sources}` : "Sources: none matched this question.",
  ].join("\n");
}

/**
 * A model behind any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * llama.cpp), grounded with the same passages as the built-in guide.
 */
export function createLlmAssistant(config: LlmConfig): Assistant {
  return {
    async *reply({ message, history, signal }: AssistantRequest) {
      const messages: ChatTurn[] = history.slice(-HISTORY_MESSAGES);
      // The timer restarts with every piece that arrives, so long answers are not cut short
      // while a stalled upstream is.
      const idle = new AbortController();
      let timer = setTimeout(() => idle.abort(), config.timeoutMs);
      const restartTimer = () => {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(), config.timeoutMs);
      };
      const failure = (): AssistantError | null => {
        if (signal.aborted) return null;
        return idle.signal.aborted
          ? new AssistantError("timeout", chatServerErrors.timeout)
          : new AssistantError("upstream", chatServerErrors.upstream);
      };
      try {
        let response: Response;
        try {
          response = await fetch(`${config.baseUrl}/chat/completions`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              accept: "text/event-stream",
              ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
            },
            body: JSON.stringify({
              model: config.model,
              stream: true,
              max_tokens: config.maxTokens,
              messages: [
                { role: "system", content: systemPrompt(searchKnowledge(message, { limit: 4 })) },
                ...messages,
                { role: "user", content: message },
              ],
            }),
            signal: AbortSignal.any([signal, idle.signal]),
          });
        } catch {
          const error = failure();
          if (error) throw error;
          return;
        }
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          throw new AssistantError("upstream", chatServerErrors.upstream);
        }
        const events = response.body
          .pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream())
          .getReader();
        let length = 0;
        try {
          for (;;) {
            const { done, value: event } = await events.read();
            if (done) return;
            restartTimer();
            if (event.data === "[DONE]") return;
            const parsed = streamChunkSchema.safeParse(JSON.parse(event.data));
            if (!parsed.success) throw new AssistantError("upstream", chatServerErrors.upstream);
            const content = parsed.data.choices[0]?.delta?.content;
            if (!content) continue;
            if (length + content.length < MAX_ANSWER_CHARS) {
              length += content.length;
              yield content;
              continue;
            }
            // The answer ends here, as if the model had finished; the request is cancelled below.
            const last = cutAt(content, MAX_ANSWER_CHARS - length);
            if (last) yield last;
            return;
          }
        } catch (error) {
          if (error instanceof AssistantError) throw error;
          const mapped = failure();
          if (mapped) throw mapped;
        } finally {
          // Stopping early (the visitor left, the answer grew too long) closes the upstream
          // request too.
          events.cancel().catch(() => undefined);
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
