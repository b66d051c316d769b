/**
 * What a team member does in a live conversation from its console page: join it, write to the
 * visitor, leave it. Each is audited; a line written after the visitor left is emailed to them
 * when they gave an address, and shown in their chat when they come back.
 */
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { MAX_CHAT_MESSAGE_LENGTH } from "#app/chat/chat-protocol.ts";
import {
  firstNameOf,
  joinConversation,
  leaveConversation,
  memberInConversation,
  writeTeamLine,
  type TeamMember,
} from "#app/chat/live/live-conversations.server.ts";
import { company } from "#app/content/site.ts";
import type { Database } from "#app/db/client.server.ts";
import { allowAttempt } from "#app/db/rate-limit-rules.server.ts";
import { contacts, conversations } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import { parseForm } from "#app/lib/parse-form.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { recordAudit } from "../../audit/audit-log.server.ts";
import { refusedForm, type ConsoleActionResult } from "../../console/console-action-result.ts";
import type { ConsoleActor } from "../../console/console-access.server.ts";
import { replyEmail } from "../../inbox/inquiry-reply-email.server.ts";

export const liveIntents = ["join", "leave", "reply"] as const;

const lineSchema = z.object({
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(1, "Please write a message.")
    .max(
      MAX_CHAT_MESSAGE_LENGTH,
      `Please keep the message under ${MAX_CHAT_MESSAGE_LENGTH.toLocaleString("en-US")} characters.`,
    ),
});

/** The subject of the email that carries a line written after the visitor left. */
export const LIVE_REPLY_SUBJECT = `Re: Your chat with ${company.name}`;

/** Where a visitor who left can be written to: their account, or the address they left. */
async function visitorAddress(db: Database, conversationId: string) {
  const [record] = await db
    .select({ email: conversations.userEmail, userId: conversations.userId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!record) return null;
  if (record.email) return record.email;
  const [left] = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.source, "chat"), eq(contacts.userId, record.userId)))
    .orderBy(desc(contacts.createdAt))
    .limit(1);
  return left?.email ?? null;
}

export async function runLiveAction({
  db,
  mailer,
  actor,
  conversationId,
  visitorHere,
  clientIp,
  appUrl,
  form,
}: {
  db: Database;
  mailer: Mailer;
  actor: ConsoleActor;
  conversationId: string;
  /** The visitor's chat is open now, so a line reaches it without an email. */
  visitorHere: boolean;
  clientIp: string;
  appUrl: string;
  form: FormData;
}): Promise<ConsoleActionResult> {
  const intent = String(form.get("intent") ?? "");
  const member: TeamMember = { id: actor.userId, name: firstNameOf(actor.name, actor.email) };
  const gone: ConsoleActionResult = {
    intent,
    status: "error",
    message: "This conversation no longer exists.",
  };
  if (!isUuid(conversationId)) return gone;
  const audit = (action: string, detail: Record<string, string | number> = {}) =>
    recordAudit(db, actor, {
      action,
      targetType: "conversation",
      targetId: conversationId,
      detail,
    });
  switch (intent) {
    case "join": {
      if (!visitorHere) {
        return { intent, status: "error", message: "The visitor has left this chat." };
      }
      const outcome = await joinConversation(db, conversationId, member);
      if (outcome === "not-found") return gone;
      if (outcome === "taken") {
        return { intent, status: "error", message: "A colleague is already in this chat." };
      }
      if (outcome === "joined") await audit("conversation.join");
      return {
        intent,
        status: "success",
        message: "You joined the chat. The assistant will not answer while you are in it.",
      };
    }
    case "leave": {
      if (await leaveConversation(db, conversationId, member)) await audit("conversation.leave");
      return {
        intent,
        status: "success",
        message: "You left the chat. The assistant answers the visitor again.",
      };
    }
    case "reply": {
      const parsed = parseForm(form, lineSchema, ["message"]);
      if (!parsed.success) return refusedForm(intent, parsed);
      // While the visitor is here only the member in the chat talks to them; after they left
      // anyone may write, for when they come back.
      const inside = await memberInConversation(db, conversationId);
      if (visitorHere ? inside?.id !== member.id : inside !== null && inside.id !== member.id) {
        return {
          intent,
          status: "error",
          message: inside
            ? `${inside.name} is in this chat: only they write to the visitor now.`
            : "Join the chat before writing to the visitor.",
          values: parsed.data,
        };
      }
      if (!(await allowAttempt(db, "teamMessage", { ip: clientIp, email: actor.email }))) {
        return {
          intent,
          status: "error",
          message: "You are sending messages faster than anyone types. Please wait a moment.",
          values: parsed.data,
        };
      }
      await writeTeamLine(db, conversationId, member, parsed.data.message);
      if (visitorHere) {
        await audit("conversation.reply", { characters: parsed.data.message.length });
        return { intent, status: "success", message: "Sent." };
      }
      const email = await visitorAddress(db, conversationId);
      if (email) {
        await mailer.queue(db, {
          recipient: email,
          replyTo: actor.email,
          ...replyEmail({
            subject: LIVE_REPLY_SUBJECT,
            body:
              `${member.name} from ${company.name} wrote:\n\n${parsed.data.message}\n\n` +
              `Open the chat on ${appUrl} to see it there and carry on.`,
          }),
        });
        mailer.deliverSoon();
      }
      await audit("conversation.reply", {
        characters: parsed.data.message.length,
        ...(email ? { emailed: email } : {}),
      });
      return {
        intent,
        status: "success",
        message: email
          ? `The visitor has left: they will see your message when they come back, and it was emailed to ${email}.`
          : "The visitor has left: they will see your message when they come back to the site.",
      };
    }
    default:
      return { intent, status: "error", message: "Unknown action." };
  }
}
