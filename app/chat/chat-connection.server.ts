import type { RawData, WebSocket } from "ws";
import { AssistantError, type Assistant, type ChatTurn } from "./assistant.server.ts";
import {
  prefixedId,
  type ConversationOwner,
  type ConversationStore,
  type NewEvent,
} from "./conversations.server.ts";
import { chatServerErrors } from "./messages.ts";

export interface ChatLimits {
  /** Largest accepted message, in bytes of UTF-8. */
  maxMessageBytes: number;
  /** Messages one connection may send in any sliding minute. */
  messagesPerMinute: number;
  /** Policy violations tolerated with an error frame; the next one closes with 1008. */
  violationsBeforeClose: number;
  /** Turns of history kept in memory for the assistant (each turn is two messages). */
  historyTurns: number;
}

export const defaultChatLimits: ChatLimits = {
  maxMessageBytes: 4096,
  messagesPerMinute: 20,
  violationsBeforeClose: 1,
  historyTurns: 10,
};

/** The frames of the protocol: the server only ever sends these three shapes. */
type ServerFrame = { message: string } | { turn_complete: true } | { error: string };

const POLICY_VIOLATION = 1008;

const nextTurnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function asBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? Buffer.from(new Uint8Array(data)) : data;
}
const MINUTE_MS = 60_000;

export interface ChatConnectionOptions {
  socket: WebSocket;
  clientId: string;
  owner: ConversationOwner;
  assistant: Assistant;
  store: ConversationStore;
  limits: ChatLimits;
  /** Reports failures the visitor cannot fix (storage, bugs) to the operator's log. */
  log(message: string, error: unknown): void;
}

/**
 * One visitor's socket: validates each message, answers turn by turn in the order sent, and
 * keeps the conversation (created on the first message, then one event row per message).
 */
export function handleChatConnection(options: ChatConnectionOptions): void {
  const { socket, clientId, owner, assistant, store, limits, log } = options;
  const history: ChatTurn[] = [];
  const sentAt: number[] = [];
  const closed = new AbortController();
  let violations = 0;
  let conversationId: Promise<string> | null = null;
  let turns: Promise<void> = Promise.resolve();

  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  const refuse = (error: string) => {
    violations += 1;
    send({ error });
    if (violations > limits.violationsBeforeClose)
      socket.close(POLICY_VIOLATION, "Policy violation");
  };

  /** Stores an event; the connection's first one creates the conversation with it. */
  const record = async (event: NewEvent): Promise<void> => {
    if (conversationId) return store.append(await conversationId, event);
    conversationId = store.open(owner, clientId, event);
    // A failed first write leaves no conversation, so the next message tries again.
    await conversationId.catch((error: unknown) => {
      conversationId = null;
      throw error;
    });
  };

  async function answer(message: string): Promise<void> {
    const invocationId = prefixedId("inv");
    // The visitor's message is saved right after the first piece of the answer has gone out:
    // storage must never delay it, and turn_complete still waits until both are stored.
    const saved = nextTurnOfEventLoop().then(() =>
      record({ author: "user", invocationId, textContent: message, isTurnComplete: true }),
    );
    const savedOutcome = saved.then(
      () => null,
      (error: unknown) => error,
    );
    let text = "";
    let storing = false;
    try {
      for await (const chunk of assistant.reply({
        message,
        history: [...history],
        signal: closed.signal,
      })) {
        if (closed.signal.aborted) break;
        text += chunk;
        send({ message: chunk });
      }
      storing = true;
      const storageError = await savedOutcome;
      if (storageError) throw storageError;
      if (closed.signal.aborted) {
        if (text) {
          await record({
            author: "root_agent",
            invocationId,
            textContent: text,
            isTurnComplete: false,
          });
        }
        return;
      }
      await record({ author: "root_agent", invocationId, textContent: text, isTurnComplete: true });
      history.push({ role: "user", content: message }, { role: "assistant", content: text });
      history.splice(0, Math.max(0, history.length - limits.historyTurns * 2));
      send({ turn_complete: true });
    } catch (error) {
      const shown =
        error instanceof AssistantError
          ? error.message
          : storing
            ? chatServerErrors.storage
            : chatServerErrors.unexpected;
      if (!(error instanceof AssistantError)) log("Chat turn failed", error);
      send({ error: shown });
      // The visitor's message goes first, so the events read in the order they happened.
      await savedOutcome;
      await record({
        author: "root_agent",
        invocationId,
        textContent: `Error: ${shown}`,
        isTurnComplete: true,
      }).catch((storageError: unknown) => log("Could not record a chat error", storageError));
    }
  }

  socket.on("message", (data, isBinary) => {
    if (isBinary) return refuse(chatServerErrors.binary);
    const bytes = asBuffer(data);
    if (bytes.length > limits.maxMessageBytes) return refuse(chatServerErrors.tooLong);
    const now = Date.now();
    while (sentAt.length > 0 && sentAt[0]! <= now - MINUTE_MS) sentAt.shift();
    if (sentAt.length >= limits.messagesPerMinute) return refuse(chatServerErrors.tooFast);
    sentAt.push(now);
    const message = bytes.toString("utf8").trim();
    if (!message) return send({ error: chatServerErrors.empty });
    // A failed turn must not stop the ones queued after it.
    turns = turns
      .then(() => answer(message))
      .catch((error: unknown) => log("Chat turn failed", error));
  });

  socket.on("close", () => closed.abort());
}
