import type { HandOver } from "./conversations/hand-over.server.ts";

/** One message of the conversation so far, as the assistant sees it. */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AssistantRequest {
  /** The visitor's message, trimmed and at most 4,000 characters. */
  message: string;
  /** Earlier turns of the same conversation, oldest first. */
  history: readonly ChatTurn[];
  /** Aborted when the visitor closes the socket; generation must stop promptly. */
  signal: AbortSignal;
  /**
   * Passes the conversation on to the team, for a visitor who asked for a person and left an
   * email address; absent where no one could receive it.
   */
  handOver?: HandOver;
  /**
   * Calls a team member into the chat for a visitor who asked for a person: false when nobody
   * is on duty now, and the email hand-over is offered instead. Absent where there is no team.
   */
  callTeam?: () => Promise<boolean>;
}

/** Produces the answer to one message as markdown, streamed as it is produced. */
export interface Assistant {
  /** Which engine answers, recorded with each reply: "built-in" or the language model's name. */
  readonly engine: string;
  reply(request: AssistantRequest): AsyncIterable<string>;
  /**
   * Readies what answers need (the index of the site's content): called each time a visitor
   * opens the chat, so that the first answer does not wait for it and a server nobody chats
   * with never builds it. Only the first call costs anything.
   */
  prepare(): void;
}

export type AssistantErrorCode = "timeout" | "upstream";

/** A failure the visitor is told about; the message is safe to show. */
export class AssistantError extends Error {
  constructor(
    readonly code: AssistantErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AssistantError";
  }
}
