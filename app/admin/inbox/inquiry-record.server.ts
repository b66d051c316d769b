import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { consultations, contacts, emailOutbox, inquiryNotes } from "#app/db/schema.server.ts";
import type { InquiryKind } from "./inbox-filter.ts";
import { isUuid } from "#app/lib/uuid.ts";

/** The item an address names, or null when the kind or id cannot name one. */
export function inquiryAddress(params: {
  kind?: string;
  id?: string;
}): { kind: InquiryKind; id: string } | null {
  const { kind, id } = params;
  if ((kind !== "contact" && kind !== "consultation") || !id || !isUuid(id)) return null;
  return { kind, id: id.toLowerCase() };
}

export type ContactRecord = typeof contacts.$inferSelect;
export type ConsultationRecord = typeof consultations.$inferSelect;

export type InquiryRecord =
  { kind: "contact"; record: ContactRecord } | { kind: "consultation"; record: ConsultationRecord };

export async function findInquiry(
  db: Pick<Database, "select">,
  kind: InquiryKind,
  id: string,
): Promise<InquiryRecord | null> {
  if (kind === "contact") {
    const [record] = await db.select().from(contacts).where(eq(contacts.id, id));
    return record ? { kind, record } : null;
  }
  const [record] = await db.select().from(consultations).where(eq(consultations.id, id));
  return record ? { kind, record } : null;
}

/** The emails sent about an item and its notes and replies, oldest first. */
export async function inquiryHistory(db: Database, kind: InquiryKind, id: string) {
  const emailLink = kind === "contact" ? emailOutbox.contactId : emailOutbox.consultationId;
  const noteLink = kind === "contact" ? inquiryNotes.contactId : inquiryNotes.consultationId;
  const [emails, notes] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        recipient: emailOutbox.recipient,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailLink, id))
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id)),
    db
      .select()
      .from(inquiryNotes)
      .where(eq(noteLink, id))
      .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id)),
  ]);
  return { emails, notes };
}

/** Opening an item marks it read; the first opening's time is kept. */
export async function markInquiryRead(
  db: Database,
  kind: InquiryKind,
  id: string,
  now = new Date(),
) {
  if (kind === "contact") {
    await db
      .update(contacts)
      .set({ readAt: now })
      .where(and(eq(contacts.id, id), isNull(contacts.readAt)));
  } else {
    await db
      .update(consultations)
      .set({ readAt: now })
      .where(and(eq(consultations.id, id), isNull(consultations.readAt)));
  }
}
