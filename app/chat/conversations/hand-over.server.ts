/**
 * Passing a chat conversation on to the team (docs/product.md#33-hand-over-to-the-team): the
 * visitor's email and the transcript become a contact message, stored and mailed through the
 * contact inbox, so it shares the contact form's table, outbox and rate limits.
 */
import { conversationPath } from "#app/admin/console/console-paths.ts";
import type { SubmissionInbox } from "#app/forms/submission-inbox.server.ts";
import { transcriptText, type TranscriptLine } from "#app/inquiries/chat-transcript.ts";
import type { ChatHandOverInput } from "#app/inquiries/inquiry-inboxes.server.ts";
import { emailField } from "#app/lib/form-schema.ts";
import type { ConversationWriter } from "./conversations.server.ts";

/** What became of a request to pass the conversation on. */
export type HandOverOutcome =
  | { status: "sent"; email: string }
  | { status: "invalid-email"; message: string }
  | { status: "rate-limited" }
  | { status: "failed" };

/** Passes the conversation so far on to the team, to be answered at `email`. */
export type HandOver = (email: string) => Promise<HandOverOutcome>;

/** The name the team sees for a visitor who never gave one. */
export const CHAT_VISITOR_NAME = "Visitor in the chat";

export interface HandOverContext {
  /** The visitor, once the conversation is stored. */
  writer: ConversationWriter;
  /** The conversation so far, oldest first, ending with the message being answered. */
  transcript: readonly TranscriptLine[];
  /** The stored conversation, whose page in the console is the record the team is sent. */
  conversationId: string | null;
  clientIp: string;
}

/**
 * The hand-over of one conversation: the email is checked by the site's one email rule, then
 * the transcript is stored and mailed as a contact message in one transaction, charged to the
 * contact form's per-address and per-email budgets.
 */
export function createHandOver(
  inbox: SubmissionInbox<ChatHandOverInput>,
  { appUrl }: { appUrl: string },
) {
  return async (email: string, context: HandOverContext): Promise<HandOverOutcome> => {
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      return { status: "invalid-email", message: parsed.error.issues[0]?.message ?? "" };
    }
    const { writer, transcript, conversationId, clientIp } = context;
    const outcome = await inbox.submit({
      input: {
        name: writer.isAnonymous || !writer.name ? CHAT_VISITOR_NAME : writer.name,
        email: parsed.data,
        message: transcriptText({
          lines: transcript,
          recordUrl: conversationId ? new URL(conversationPath(conversationId), appUrl).href : null,
        }),
      },
      userId: writer.id,
      // A robot does not hold a conversation over a socket before leaving an address: the
      // chat has no hidden field to fill, and what it sends is charged like a form's post.
      spam: false,
      attempter: { ip: clientIp, email: parsed.data },
    });
    return outcome === "stored"
      ? { status: "sent", email: parsed.data }
      : { status: "rate-limited" };
  };
}

export type ChatHandOver = ReturnType<typeof createHandOver>;

/**
 * The address in a message like "sure, it's jo@example.com", or null when it holds no "@".
 * A word with an "@" that is no address is returned as it is, so the visitor hears what is
 * wrong with it.
 */
export function emailInMessage(message: string): string | null {
  const word = message.split(/[\s<>(),;"']+/).find((candidate) => candidate.includes("@"));
  return word ? word.replace(/[.!?:]+$/, "") : null;
}
