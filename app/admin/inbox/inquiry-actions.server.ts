import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { OutgoingEmail } from "#app/db/email-outbox.server.ts";
import {
  consultations,
  contacts,
  inquiryNotes,
  type InquiryStatus,
} from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import { consultationNotificationEmail } from "#app/inquiries/consultation-emails.server.ts";
import {
  chatHandOverNotificationEmail,
  contactNotificationEmail,
} from "#app/inquiries/contact-emails.server.ts";
import { z } from "#app/lib/form-schema.ts";
import { parseForm } from "#app/lib/parse-form.ts";
import { recordAudit } from "../audit/audit-log.server.ts";
import type { ConsoleActor } from "../console/console-access.server.ts";
import { inquiryStatuses, statusLabels, type InquiryKind } from "./inbox-filter.ts";
import { MAX_NOTE_LENGTH, MAX_REPLY_LENGTH, MAX_SUBJECT_LENGTH } from "./inquiry-limits.ts";
import { refusedForm, type ConsoleActionResult } from "../console/console-action-result.ts";
import { replyEmail } from "./inquiry-reply-email.server.ts";
import type { InquiryRecord } from "./inquiry-record.server.ts";

export interface InquiryActionServices {
  db: Database;
  mailer: Mailer;
  actor: ConsoleActor;
  /** The team's address: the restored item's notification goes there, replies name it. */
  operatorEmail: string;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const statusSchema = z.object({
  status: z.enum(inquiryStatuses, { error: "Please choose a status from the list." }),
});
const noteSchema = z.object({
  body: z
    .string({ error: "Please write the note." })
    .trim()
    .min(1, "Please write the note.")
    .max(
      MAX_NOTE_LENGTH,
      `Please keep the note under ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters.`,
    ),
});
const replySchema = z.object({
  subject: z
    .string({ error: "Please enter a subject." })
    .trim()
    .min(1, "Please enter a subject.")
    .max(MAX_SUBJECT_LENGTH, `Please keep the subject under ${MAX_SUBJECT_LENGTH} characters.`),
  body: z
    .string({ error: "Please write the reply." })
    .trim()
    .min(1, "Please write the reply.")
    .max(
      MAX_REPLY_LENGTH,
      `Please keep the reply under ${MAX_REPLY_LENGTH.toLocaleString("en-US")} characters.`,
    ),
});

const links = (kind: InquiryKind, id: string) =>
  kind === "contact" ? { contactId: id } : { consultationId: id };

/** The item's row, locked until the transaction ends so two team members' changes queue up. */
async function lockInquiry(
  tx: Transaction,
  kind: InquiryKind,
  id: string,
): Promise<InquiryRecord | null> {
  if (kind === "contact") {
    const [record] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
    return record ? { kind, record } : null;
  }
  const [record] = await tx
    .select()
    .from(consultations)
    .where(eq(consultations.id, id))
    .for("update");
  return record ? { kind, record } : null;
}

async function setStatus(tx: Transaction, kind: InquiryKind, id: string, status: InquiryStatus) {
  const table = kind === "contact" ? contacts : consultations;
  await tx.update(table).set({ status }).where(eq(table.id, id));
}

/** The email the form would have sent the team, had the honeypot not caught the item. */
export function teamNotification(item: InquiryRecord, operatorEmail: string): OutgoingEmail {
  const content =
    item.kind === "consultation"
      ? consultationNotificationEmail(item.record)
      : item.record.source === "chat"
        ? chatHandOverNotificationEmail(item.record)
        : contactNotificationEmail(item.record);
  return {
    recipient: operatorEmail,
    replyTo: item.record.email,
    ...content,
    ...links(item.kind, item.record.id),
  };
}

const notFound = (intent: string): ConsoleActionResult => ({
  intent,
  status: "error",
  message: "This item no longer exists.",
});

/**
 * Runs a console action on a contact message or consultation request: a status change, a
 * restore from spam, a note or a reply. Each commits in one transaction with its audit entry and
 * the emails it sends.
 */
export async function runInquiryAction(
  services: InquiryActionServices,
  target: { kind: InquiryKind; id: string },
  intent: string,
  form: FormData,
): Promise<ConsoleActionResult> {
  const { db, mailer, actor, operatorEmail } = services;
  const { kind, id } = target;
  const audit = (
    tx: Transaction,
    action: string,
    detail?: Record<string, string | number | null>,
  ) => recordAudit(tx, actor, { action, targetType: kind, targetId: id, detail });

  switch (intent) {
    case "status": {
      const parsed = parseForm(form, statusSchema, ["status"]);
      if (!parsed.success) return refusedForm(intent, parsed);
      const next = parsed.data.status;
      return db.transaction(async (tx): Promise<ConsoleActionResult> => {
        const item = await lockInquiry(tx, kind, id);
        if (!item) return notFound(intent);
        if (item.record.status === "spam" && next !== "spam") {
          return {
            intent,
            status: "error",
            message:
              "Restore this item from spam first: that also sends the team its notification.",
          };
        }
        if (item.record.status !== next) {
          await setStatus(tx, kind, id, next);
          await audit(tx, "inquiry.status", { from: item.record.status, to: next });
        }
        return { intent, status: "success", message: `Status set to ${statusLabels[next]}.` };
      });
    }
    case "restore": {
      const result = await db.transaction(async (tx): Promise<ConsoleActionResult> => {
        const item = await lockInquiry(tx, kind, id);
        if (!item) return notFound(intent);
        if (item.record.status !== "spam") {
          return { intent, status: "error", message: "This item is not marked as spam." };
        }
        await setStatus(tx, kind, id, "new");
        await mailer.queue(tx, teamNotification(item, operatorEmail));
        await audit(tx, "inquiry.restore");
        return {
          intent,
          status: "success",
          message: `Restored from spam. The team's notification is on its way to ${operatorEmail}.`,
        };
      });
      if (result.status === "success") mailer.deliverSoon();
      return result;
    }
    case "note": {
      const parsed = parseForm(form, noteSchema, ["body"]);
      if (!parsed.success) return refusedForm(intent, parsed);
      return db.transaction(async (tx): Promise<ConsoleActionResult> => {
        const item = await lockInquiry(tx, kind, id);
        if (!item) return notFound(intent);
        await tx.insert(inquiryNotes).values({
          ...links(kind, id),
          kind: "note",
          authorEmail: actor.email,
          body: parsed.data.body,
        });
        await audit(tx, "inquiry.note", { characters: parsed.data.body.length });
        return { intent, status: "success", message: "Note added." };
      });
    }
    case "reply": {
      const parsed = parseForm(form, replySchema, ["subject", "body"]);
      if (!parsed.success) return refusedForm(intent, parsed);
      const result = await db.transaction(async (tx): Promise<ConsoleActionResult> => {
        const item = await lockInquiry(tx, kind, id);
        if (!item) return notFound(intent);
        if (item.record.status === "spam") {
          return {
            intent,
            status: "error",
            message: "Restore this item from spam before replying to it.",
            values: parsed.data,
          };
        }
        await mailer.queue(tx, {
          recipient: item.record.email,
          replyTo: operatorEmail,
          ...replyEmail(parsed.data),
          ...links(kind, id),
        });
        await tx.insert(inquiryNotes).values({
          ...links(kind, id),
          kind: "reply",
          authorEmail: actor.email,
          body: `${parsed.data.subject}\n\n${parsed.data.body}`,
        });
        // Answering an item means someone is working on it.
        if (item.record.status === "new") await setStatus(tx, kind, id, "in_progress");
        await audit(tx, "inquiry.reply", { to: item.record.email });
        return { intent, status: "success", message: `Reply sent to ${item.record.email}.` };
      });
      if (result.status === "success") mailer.deliverSoon();
      return result;
    }
    default:
      return { intent, status: "error", message: "That action is not available here." };
  }
}
