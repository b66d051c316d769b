import type { CurrentSession } from "#app/auth/accounts.server.ts";
import type { AnonymousSessions, SessionClient } from "#app/auth/anonymous-session.server.ts";
import type { ConversationWriter } from "../conversations/conversations.server.ts";
import { chatServerErrors } from "../chat-messages.ts";

/** A message the visitor cannot have stored, with the reason shown to them. */
export class ChatRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChatRefusal";
  }
}

/** Who is chatting on one socket. */
export interface ChatVisitor {
  /**
   * Who the conversation belongs to and the session it is written in. For a visitor who came
   * without a session this creates the anonymous one, so it is asked only when a message is
   * about to be stored. Throws ChatRefusal when that is not allowed.
   */
  writer(): Promise<ConversationWriter>;
}

/** A visitor whose session (signed in, or anonymous from an earlier visit) already exists. */
export function sessionVisitor(current: CurrentSession): ChatVisitor {
  const writer: ConversationWriter = {
    id: current.user.id,
    name: current.user.name,
    email: current.user.email,
    isAnonymous: current.user.isAnonymous,
    sessionId: current.session.id,
  };
  return { writer: () => Promise.resolve(writer) };
}

/**
 * A visitor who holds a session cookie whose session does not exist yet (see
 * anonymous-session.server.ts). `onSessionStarted` learns the session once it exists.
 */
export function newAnonymousVisitor({
  token,
  client,
  anonymousSessions,
  onSessionStarted,
}: {
  token: string;
  client: SessionClient;
  anonymousSessions: AnonymousSessions;
  onSessionStarted: (sessionId: string) => void;
}): ChatVisitor {
  let writer: Promise<ConversationWriter> | null = null;

  async function start(): Promise<ConversationWriter> {
    const started = await anonymousSessions.start(token, client);
    if (!started) throw new ChatRefusal(chatServerErrors.tooManyVisitors);
    onSessionStarted(started.sessionId);
    return { ...started.user, sessionId: started.sessionId };
  }

  return {
    writer() {
      // A refusal or a failure is not remembered: the next message asks again.
      writer ??= start().catch((error: unknown) => {
        writer = null;
        throw error;
      });
      return writer;
    },
  };
}
