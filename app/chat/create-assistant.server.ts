import type { ChatEngineConfig } from "#app/config/env.server.ts";
import type { Assistant } from "./assistant.server.ts";
import { createBuiltInAssistant } from "./engine/built-in-assistant.server.ts";
import { createLlmAssistant } from "./llm/llm-assistant.server.ts";

/** The engine the configuration asks for: the built-in site guide unless a model is set. */
export function createAssistant(config: ChatEngineConfig): Assistant {
  return config.engine === "llm" ? createLlmAssistant(config) : createBuiltInAssistant();
}
