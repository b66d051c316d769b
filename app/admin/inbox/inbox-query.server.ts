import { and, desc, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { consultations, contacts, type InquiryStatus } from "#app/db/schema.server.ts";
import { inquiryStatuses, type InboxFilter, type InquiryKind } from "./inbox-filter.ts";

export const INBOX_PAGE_SIZE = 25;

/** How much of a message the list reads: enough for its first line. */
const EXCERPT_LENGTH = 300;

export interface InboxRow {
  kind: InquiryKind;
  id: string;
  name: string;
  email: string;
  company: string;
  /** A contact's message; a consultation's needs and industry (in an export, its message). */
  summary: string;
  /** "chat" for a question the chat assistant passed on. */
  source: "form" | "chat";
  status: InquiryStatus;
  readAt: Date | null;
  createdAt: Date;
  meetingStatus: "confirmed" | "cancelled" | null;
  meetingStartsAt: Date | null;
  meetingDurationMinutes: number | null;
}

export type StatusCounts = Record<InquiryStatus, number>;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function matches(pattern: string, columns: SQL[]): SQL {
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * The two tables' conditions for `filter`; `withStatus: false` leaves the status out, for the
 * counts shown beside each status.
 */
function conditions(filter: InboxFilter, { withStatus }: { withStatus: boolean }) {
  const pattern = filter.query ? likePattern(filter.query) : null;
  const statusCondition = (status: typeof contacts.status | typeof consultations.status) =>
    !withStatus
      ? undefined
      : filter.status === "open"
        ? ne(status, "spam")
        : sql`${status} = ${filter.status}`;
  return {
    contact: and(
      statusCondition(contacts.status),
      pattern
        ? matches(pattern, [
            sql`${contacts.name}`,
            sql`${contacts.email}`,
            sql`${contacts.company}`,
            sql`${contacts.message}`,
          ])
        : undefined,
    ),
    consultation: and(
      statusCondition(consultations.status),
      pattern
        ? matches(pattern, [
            sql`${consultations.name}`,
            sql`${consultations.email}`,
            sql`${consultations.company}`,
            sql`${consultations.message}`,
            sql`${consultations.aiNeeds}`,
            sql`${consultations.industry}`,
          ])
        : undefined,
    ),
  };
}

/** Both tables' rows in one shape, for a UNION ALL. */
function selectRows(db: Database, filter: InboxFilter, { full }: { full: boolean }) {
  const where = conditions(filter, { withStatus: true });
  const contactMessage = full
    ? sql<string>`${contacts.message}`
    : sql<string>`left(${contacts.message}, ${EXCERPT_LENGTH})`;
  // An export has the rest of a consultation's answers in columns of their own.
  const consultationSummary = full
    ? sql<string>`${consultations.message}`
    : sql<string>`concat_ws(' · ', ${consultations.aiNeeds}, nullif(${consultations.industry}, ''))`;
  const contactRows = db
    .select({
      kind: sql<InquiryKind>`'contact'`.as("kind"),
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      company: contacts.company,
      summary: contactMessage.as("summary"),
      source: contacts.source,
      status: contacts.status,
      readAt: contacts.readAt,
      createdAt: contacts.createdAt,
      meetingStatus: sql<"confirmed" | "cancelled" | null>`null`.as("meeting_status"),
      // The union reads every row with the first select's decoders: this one must make Dates.
      meetingStartsAt: sql`null::timestamptz`
        .mapWith((value: string | Date | null) => (value === null ? null : new Date(value)))
        .as("meeting_starts_at"),
      meetingDurationMinutes: sql<number | null>`null::integer`.as("meeting_duration_minutes"),
    })
    .from(contacts)
    .where(where.contact);
  const consultationRows = db
    .select({
      kind: sql<InquiryKind>`'consultation'`.as("kind"),
      id: consultations.id,
      name: consultations.name,
      email: consultations.email,
      company: consultations.company,
      summary: consultationSummary.as("summary"),
      source: sql<"form">`'form'`.as("source"),
      status: consultations.status,
      readAt: consultations.readAt,
      createdAt: consultations.createdAt,
      meetingStatus: consultations.meetingStatus,
      meetingStartsAt: consultations.meetingStartsAt,
      meetingDurationMinutes: consultations.meetingDurationMinutes,
    })
    .from(consultations)
    .where(where.consultation);
  if (filter.kind === "contact") return contactRows.$dynamic();
  if (filter.kind === "consultation") return consultationRows.$dynamic();
  return contactRows.unionAll(consultationRows).$dynamic();
}

/**
 * How many items of each status match the filter's type and search: one scan of each table,
 * added up in one statement.
 */
export async function countInboxStatuses(db: Database, filter: InboxFilter): Promise<StatusCounts> {
  const where = conditions(filter, { withStatus: false });
  const parts: SQL[] = [];
  if (filter.kind !== "consultation") {
    parts.push(
      sql`select ${contacts.status} as status from ${contacts} ${where.contact ? sql`where ${where.contact}` : sql``}`,
    );
  }
  if (filter.kind !== "contact") {
    parts.push(
      sql`select ${consultations.status} as status from ${consultations} ${where.consultation ? sql`where ${where.consultation}` : sql``}`,
    );
  }
  const result = (await db.execute(
    sql`select status, count(*)::int as total from (${sql.join(parts, sql` union all `)}) as items group by status`,
  )) as unknown as { rows: { status: string; total: number | string }[] };
  const counts = Object.fromEntries(inquiryStatuses.map((status) => [status, 0])) as StatusCounts;
  for (const row of result.rows) {
    if (row.status in counts) counts[row.status as InquiryStatus] = Number(row.total);
  }
  return counts;
}

/** How many items the filter's status choice covers, from the per-status counts. */
export function filteredTotal(counts: StatusCounts, filter: InboxFilter): number {
  return filter.status === "open"
    ? counts.new + counts.in_progress + counts.done
    : counts[filter.status];
}

/** One page of the inbox, newest first, with the counts its filter controls show. */
export async function listInbox(db: Database, filter: InboxFilter, page: number) {
  const [rows, counts] = await Promise.all([
    selectRows(db, filter, { full: false })
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    countInboxStatuses(db, filter),
  ]);
  return { rows: rows as InboxRow[], counts, total: filteredTotal(counts, filter) };
}

/** Every item the filter matches, newest first, with whole messages: the CSV download. */
/** What a consultation request answered beyond the fields every inbox row has. */
export interface ConsultationAnswers {
  industry: string;
  aiNeeds: string;
  aiAdoptionChallenge: string;
  aiUsageType: string;
  aiExperience: string;
  selectedDates: { date: string; times: string[] }[];
  schedulingPreferences: string;
  meetingLocation: string | null;
}

/** Every row the filter matches, each consultation with its answers. */
export async function exportInbox(
  db: Database,
  filter: InboxFilter,
): Promise<(InboxRow & { answers: ConsultationAnswers | null })[]> {
  const [rows, answers] = await Promise.all([
    selectRows(db, filter, { full: true }).orderBy(desc(sql`created_at`), desc(sql`id`)),
    filter.kind === "contact"
      ? []
      : db
          .select({
            id: consultations.id,
            industry: consultations.industry,
            aiNeeds: consultations.aiNeeds,
            aiAdoptionChallenge: consultations.aiAdoptionChallenge,
            aiUsageType: consultations.aiUsageType,
            aiExperience: consultations.aiExperience,
            selectedDates: consultations.selectedDates,
            schedulingPreferences: consultations.schedulingPreferences,
            meetingLocation: consultations.meetingLocation,
          })
          .from(consultations)
          .where(conditions(filter, { withStatus: true }).consultation),
  ]);
  const byId = new Map(answers.map(({ id, ...rest }) => [id, rest]));
  return (rows as InboxRow[]).map((row) => ({
    ...row,
    answers: row.kind === "consultation" ? (byId.get(row.id) ?? null) : null,
  }));
}
