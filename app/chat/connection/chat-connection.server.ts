import type { RawData, WebSocket } from "ws";
import { AssistantError, type Assistant, type ChatTurn } from "../assistant.server.ts";
import { ChatRefusal, type ChatVisitor } from "./chat-visitor.server.ts";
import {
  prefixedId,
  SessionEndedError,
  type ConversationStore,
  type NewEvent,
} from "../conversations/conversations.server.ts";
import { chatServerErrors, liveNotices } from "../chat-messages.ts";
import {
  MAX_CHAT_MESSAGE_BYTES,
  MAX_CHAT_MESSAGE_LENGTH,
  type ServerFrame,
} from "../chat-protocol.ts";
import { MINUTE_MS } from "#app/lib/durations.ts";
import type { ChatHandOver, HandOver, HandOverOutcome } from "../conversations/hand-over.server.ts";
import type { LiveDesk } from "../live/live-visitors.server.ts";

export interface ChatLimits {
  /** Messages one connection may send in any sliding minute. */
  messagesPerMinute: number;
  /** Policy violations tolerated with an error frame; the next one closes with 1008. */
  violationsBeforeClose: number;
  /** Turns of history kept in memory for the assistant (each turn is two messages). */
  historyTurns: number;
}

export const defaultChatLimits: ChatLimits = {
  messagesPerMinute: 20,
  violationsBeforeClose: 1,
  historyTurns: 10,
};

const POLICY_VIOLATION = 1008;

const nextTurnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function asBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? Buffer.from(new Uint8Array(data)) : data;
}

export interface ChatConnectionOptions {
  socket: WebSocket;
  clientId: string;
  visitor: ChatVisitor;
  /** Charged before each turn when answers cost money; false refuses the turn. Null: free. */
  allowTurn: (() => Promise<boolean>) | null;
  assistant: Assistant;
  store: ConversationStore;
  /** Passes a conversation on to the team; null where there is no team inbox (tests). */
  handOver: ChatHandOver | null;
  /** The visitor's address, charged for a hand-over like a contact form post. */
  clientIp: string;
  /**
   * Live conversations with the team; null where there is none (tests). `returningUserId` is
   * the visitor's account or earlier anonymous session, whose conversation with the team is
   * picked up again.
   */
  live: { desk: LiveDesk; returningUserId: string | null } | null;
  limits: ChatLimits;
  /** Reports failures the visitor cannot fix (storage, bugs) to the operator's log. */
  log(message: string, error: unknown): void;
}

export interface ChatConnection {
  /** The visitor's session has ended: nothing more is stored, and the socket closes (1008). */
  endSession(): void;
}

/**
 * One visitor's socket: validates each message, answers turn by turn in the order sent, and
 * keeps the conversation (created on the first message, then one event row per message).
 */
export function handleChatConnection(options: ChatConnectionOptions): ChatConnection {
  const { socket, clientId, visitor, allowTurn, assistant, store, limits, log } = options;
  const { handOver, clientIp, live } = options;
  const history: ChatTurn[] = [];
  const sentAt: number[] = [];
  const closed = new AbortController();
  let violations = 0;
  let sessionEnded = false;
  let conversation: Promise<{ id: string; sessionId: string }> | null = null;
  let turns: Promise<void> = Promise.resolve();
  let detachLive: (() => void) | null = null;

  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  const refuse = (error: string) => {
    violations += 1;
    send({ error });
    if (violations > limits.violationsBeforeClose)
      socket.close(POLICY_VIOLATION, "Policy violation");
  };

  const endSession = () => {
    if (sessionEnded) return;
    sessionEnded = true;
    closed.abort();
    socket.close(POLICY_VIOLATION, "Session ended");
  };

  /** Stores an event; the connection's first one creates the conversation with it. */
  const record = async (event: NewEvent): Promise<void> => {
    if (sessionEnded) throw new SessionEndedError();
    if (conversation) {
      const { id, sessionId } = await conversation;
      return store.append(id, event, { sessionId });
    }
    conversation = visitor.writer().then(async (writer) => {
      const { sessionId } = writer;
      return { id: await store.open(writer, clientId, event, { sessionId }), sessionId };
    });
    // A failed first write leaves no conversation, so the next message tries again.
    const { id } = await conversation.catch((error: unknown) => {
      conversation = null;
      throw error;
    });
    await attachLive(id);
  };

  /** From now on the team sees this visitor as here, and reaches them through this socket. */
  async function attachLive(conversationId: string): Promise<void> {
    if (!live || socket.readyState !== socket.OPEN) return;
    try {
      detachLive = await live.desk.attach(conversationId, send);
      if (socket.readyState !== socket.OPEN) detachLive();
    } catch (error) {
      log("Could not note that a chat visitor is here", error);
    }
  }

  /**
   * A visitor coming back to a conversation the team wrote in, or is still in, continues it:
   * the lines they missed are shown now and marked delivered.
   */
  async function resumeLive(): Promise<void> {
    if (!live?.returningUserId) return;
    const resumed = await live.desk.resume(live.returningUserId);
    if (!resumed || conversation) return;
    const writer = await visitor.writer();
    conversation = Promise.resolve({ id: resumed.id, sessionId: writer.sessionId });
    await attachLive(resumed.id);
    const member = await live.desk.memberIn(resumed.id);
    if (member) send({ notice: liveNotices.joined(member.name) });
    if (socket.readyState !== socket.OPEN) return;
    for (const line of resumed.lines) send({ team: { name: line.name, text: line.text } });
    await live.desk.markDelivered(resumed.lines.map((line) => line.eventId));
  }

  /**
   * While a team member is in the conversation the visitor talks to them: the message is
   * stored and announced to the team's pages, and the assistant stays silent.
   */
  async function toTeamMember(message: string): Promise<boolean> {
    if (!live || !conversation) return false;
    const { id } = await conversation;
    if (!(await live.desk.memberIn(id))) return false;
    await record({
      author: "user",
      invocationId: prefixedId("inv"),
      textContent: message,
      isTurnComplete: true,
    });
    await live.desk.visitorWrote(id);
    send({ turn_complete: true });
    return true;
  }

  /**
   * Calls the team members on duty into the chat; true when one is promised to come. Outside
   * support hours the request still reaches an open console, but the visitor is offered email.
   */
  function callTeamFor(messageStored: Promise<unknown>): (() => Promise<boolean>) | undefined {
    if (!live) return undefined;
    return async () => {
      try {
        if (!(await live.desk.teamOnDuty())) return false;
        if ((await messageStored) || !conversation) return false;
        await live.desk.requestPerson((await conversation).id);
        return live.desk.answersLiveNow();
      } catch (error) {
        log("Could not call the team into a chat", error);
        return false;
      }
    };
  }

  /**
   * Why a turn may not be taken, if it may not. Every limit is decided here, before any part of
   * an answer goes out, so a refused turn shows the refusal alone; and a paid model answers
   * only a visitor whose messages may be stored, so a refused new visitor costs nothing.
   */
  async function turnRefusal(): Promise<string | null> {
    try {
      // Starts a new anonymous visitor (one query, the first time only), or refuses it.
      await visitor.writer();
      if (!allowTurn) return null;
      return (await allowTurn()) ? null : chatServerErrors.turnLimit;
    } catch (error) {
      if (error instanceof ChatRefusal) return error.message;
      log("Could not start a chat turn", error);
      return chatServerErrors.unexpected;
    }
  }

  /**
   * The hand-over as the assistant calls it during one turn: the conversation with the message
   * being answered, passed on to the team with a link to its page in the console. The message
   * is stored first, as that is what creates a new conversation; once the hand-over has gone,
   * the conversation is marked as handed over.
   */
  function handOverFor(
    message: string,
    invocationId: string,
    messageStored: Promise<unknown>,
  ): HandOver | undefined {
    if (!handOver) return undefined;
    return async (email) => {
      let outcome: HandOverOutcome;
      const startedAt = Date.now();
      try {
        const writer = await visitor.writer();
        // A message that could not be stored still goes to the team, from the turn itself.
        await messageStored;
        const conversationId = conversation ? (await conversation).id : null;
        const stored = conversationId ? await store.transcript(conversationId) : [];
        const earlier = stored.filter((line) => line.invocationId !== invocationId);
        outcome = await handOver(email, {
          writer,
          transcript: [...earlier, { author: "user", textContent: message }],
          conversationId,
          clientIp,
        });
      } catch (error) {
        log("Could not pass a conversation on", error);
        return { status: "failed" };
      }
      if (outcome.status === "sent") await markHandedOver(messageStored, startedAt);
      return outcome;
    };
  }

  /** The mark is for the team's console: the visitor's hand-over stands without it. */
  async function markHandedOver(messageStored: Promise<unknown>, at: number): Promise<void> {
    try {
      if ((await messageStored) || !conversation) return;
      await store.markHandedOver((await conversation).id, at);
    } catch (error) {
      log("Could not mark a conversation as handed over", error);
    }
  }

  async function answer(message: string): Promise<void> {
    if (sessionEnded) return;
    try {
      if (await toTeamMember(message)) return;
    } catch (error) {
      if (error instanceof SessionEndedError) return endSession();
      log("Could not pass a message to the team member", error);
      return send({ error: chatServerErrors.storage });
    }
    const refusal = await turnRefusal();
    if (refusal) return send({ error: refusal });
    const invocationId = prefixedId("inv");
    // Generation stops early when the visitor's session ends before the message is stored.
    const unstorable = new AbortController();
    const signal = AbortSignal.any([closed.signal, unstorable.signal]);
    // The visitor's message is saved right after the first piece of the answer has gone out:
    // storage must never delay it, and turn_complete still waits until both are stored.
    const saved = nextTurnOfEventLoop().then(() =>
      record({ author: "user", invocationId, textContent: message, isTurnComplete: true }),
    );
    const savedOutcome = saved.then(
      () => null,
      (error: unknown) => {
        if (error instanceof SessionEndedError) unstorable.abort();
        return error;
      },
    );
    let text = "";
    let storing = false;
    try {
      const request = {
        message,
        history: [...history],
        signal,
        handOver: handOverFor(message, invocationId, savedOutcome),
        callTeam: callTeamFor(savedOutcome),
      };
      for await (const chunk of assistant.reply(request)) {
        if (signal.aborted) break;
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
            engine: assistant.engine,
          });
        }
        return;
      }
      await record({
        author: "root_agent",
        invocationId,
        textContent: text,
        isTurnComplete: true,
        engine: assistant.engine,
      });
      if (live && conversation) {
        const { id } = await conversation;
        live.desk
          .visitorWrote(id)
          .catch((error: unknown) => log("Could not announce a turn", error));
      }
      history.push({ role: "user", content: message }, { role: "assistant", content: text });
      history.splice(0, Math.max(0, history.length - limits.historyTurns * 2));
      send({ turn_complete: true });
    } catch (error) {
      if (error instanceof SessionEndedError || sessionEnded) return endSession();
      const shown =
        error instanceof AssistantError
          ? error.message
          : storing
            ? chatServerErrors.storage
            : chatServerErrors.unexpected;
      if (!(error instanceof AssistantError)) log("Chat turn failed", error);
      send({ error: shown });
      // The visitor's message goes first, so the events read in the order they happened; one
      // that could not be stored leaves its error unrecorded too.
      if (await savedOutcome) return;
      await record({
        author: "root_agent",
        invocationId,
        textContent: `Error: ${shown}`,
        isTurnComplete: true,
      }).catch((storageError: unknown) => {
        if (storageError instanceof SessionEndedError) endSession();
        else log("Could not record a chat error", storageError);
      });
    }
  }

  socket.on("message", (data, isBinary) => {
    if (isBinary) return refuse(chatServerErrors.binary);
    const bytes = asBuffer(data);
    if (bytes.length > MAX_CHAT_MESSAGE_BYTES) return refuse(chatServerErrors.tooLong);
    const now = Date.now();
    while (sentAt.length > 0 && sentAt[0]! <= now - MINUTE_MS) sentAt.shift();
    if (sentAt.length >= limits.messagesPerMinute) return refuse(chatServerErrors.tooFast);
    sentAt.push(now);
    const text = bytes.toString("utf8");
    if (text.length > MAX_CHAT_MESSAGE_LENGTH) return refuse(chatServerErrors.tooLong);
    const message = text.trim();
    if (!message) return send({ error: chatServerErrors.empty });
    // A failed turn must not stop the ones queued after it.
    turns = turns
      .then(() => answer(message))
      .catch((error: unknown) => log("Chat turn failed", error));
  });

  socket.on("close", () => {
    closed.abort();
    detachLive?.();
  });

  // Messages sent meanwhile wait for the returning visitor's conversation to be picked up.
  turns = resumeLive().catch((error: unknown) =>
    log("Could not resume a live conversation", error),
  );

  return { endSession };
}
