/**
 * One streamed request to an OpenAI-compatible chat-completions endpoint: the answer's pieces
 * as they arrive, and the tool calls the model asks for, assembled from their fragments.
 */
import { EventSourceParserStream } from "eventsource-parser/stream";
import { z } from "zod";
import type { ChatEngineConfig } from "#app/config/env.server.ts";
import { AssistantError, type ChatTurn } from "../assistant.server.ts";
import { chatServerErrors } from "../chat-messages.ts";

type LlmConfig = Extract<ChatEngineConfig, { engine: "llm" }>;

/** A function the model may call, described as the protocol's `tools` entries are. */
export interface ToolDefinition {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** A call the model asked for; `arguments` is the JSON text it wrote. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** The messages of a request: the conversation, and the tool calls made during this turn. */
export type CompletionMessage =
  | { role: "system"; content: string }
  | ChatTurn
  | {
      role: "assistant";
      content: string | null;
      tool_calls: { id: string; type: "function"; function: { name: string; arguments: string } }[];
    }
  | { role: "tool"; tool_call_id: string; content: string };

export type CompletionPiece =
  { kind: "text"; text: string } | { kind: "tool-calls"; calls: ToolCall[] };

/** Calls beyond this many in one answer are ignored: the product has one tool. */
const MAX_TOOL_CALLS = 4;
/** A call's arguments are an email address; anything this long is not one. */
const MAX_ARGUMENT_CHARS = 2_000;

const streamChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().min(0),
                  id: z.string().nullish(),
                  function: z
                    .object({ name: z.string().nullish(), arguments: z.string().nullish() })
                    .nullish(),
                }),
              )
              .nullish(),
          })
          .partial()
          .nullish(),
      }),
    )
    .default([]),
});

export interface CompletionRequest {
  messages: CompletionMessage[];
  tools?: ToolDefinition[];
  toolChoice?: "auto" | "none";
  /** Aborted when the visitor goes away. */
  signal: AbortSignal;
}

/**
 * Streams one completion. Text is yielded as it arrives; tool calls, which arrive in fragments,
 * are yielded once, whole, when the stream ends. Stopping the iteration cancels the request.
 * A stall longer than the configured time-out, a failed request or a malformed stream throws
 * the AssistantError the visitor is shown; leaving (the signal) ends it quietly.
 */
export async function* streamCompletion(
  config: LlmConfig,
  { messages, tools, toolChoice, signal }: CompletionRequest,
): AsyncGenerator<CompletionPiece> {
  // The timer restarts with every piece that arrives, so long answers are not cut short while a
  // stalled upstream is.
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
  const upstream = () => new AssistantError("upstream", chatServerErrors.upstream);
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
          messages,
          ...(tools ? { tools, tool_choice: toolChoice ?? "auto" } : {}),
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
      throw upstream();
    }
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    const calls: ToolCall[] = [];
    try {
      for (;;) {
        const { done, value: event } = await events.read();
        if (done || event.data === "[DONE]") break;
        restartTimer();
        const parsed = streamChunkSchema.safeParse(JSON.parse(event.data));
        if (!parsed.success) throw upstream();
        const delta = parsed.data.choices[0]?.delta;
        for (const fragment of delta?.tool_calls ?? []) {
          if (fragment.index >= MAX_TOOL_CALLS) continue;
          const call = (calls[fragment.index] ??= { id: "", name: "", arguments: "" });
          call.id ||= fragment.id ?? "";
          call.name += fragment.function?.name ?? "";
          call.arguments += fragment.function?.arguments ?? "";
          if (call.arguments.length > MAX_ARGUMENT_CHARS) throw upstream();
        }
        if (delta?.content) yield { kind: "text", text: delta.content };
      }
    } catch (error) {
      if (error instanceof AssistantError) throw error;
      const mapped = failure();
      if (mapped) throw mapped;
      return;
    } finally {
      // Stopping early (the visitor left, the answer grew too long) closes the request too.
      events.cancel().catch(() => undefined);
    }
    const complete = calls.filter((call) => call && call.name);
    if (complete.length > 0) {
      yield {
        kind: "tool-calls",
        calls: complete.map((call, index) => ({ ...call, id: call.id || `call_${index}` })),
      };
    }
  } finally {
    clearTimeout(timer);
  }
}
