/**
 * The state of live conversations, kept in the database so that every server process sees the
 * same: which visitors are here, who asked for a person, which team member is talking, and
 * which of the team's lines have reached the visitor. Each change is announced after it is
 * written (live-signals.server.ts).
 */
import { TZDate } from "@date-fns/tz";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { company } from "#app/content/site.ts";
import type { Database } from "#app/db/client.server.ts";
import { conversationEvents, conversations, teamOnDuty } from "#app/db/schema.server.ts";
import { prefixedId } from "../conversations/conversations.server.ts";
import { announce } from "./live-signals.server.ts";

/** How long a visitor counts as here after the last renewal by the process holding the socket. */
export const VISITOR_LEASE_MS = 90_000;
/** How long a team member counts as on duty after their console last said it was open. */
export const DUTY_LEASE_MS = 60_000;

export interface TeamMember {
  id: string;
  /** The first name the visitor sees. */
  name: string;
}

/** The name a team member is shown by in the visitor's chat: their first name. */
export function firstNameOf(name: string | null | undefined, email: string): string {
  const first = name?.trim().split(/\s+/)[0];
  return first || email.split("@")[0] || "A colleague";
}

/** Whether the team answers live at `now`: within support hours, unless told always. */
export function withinLiveHours(now: number, hours: "support" | "always"): boolean {
  if (hours === "always") return true;
  const { weekdays, opensAt, closesAt, timeZone } = company.supportSchedule;
  const local = new TZDate(now, timeZone);
  const day = local.getDay();
  const hour = local.getHours();
  return (weekdays as readonly number[]).includes(day) && hour >= opensAt && hour < closesAt;
}

export async function isTeamOnDuty(db: Database, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamOnDuty.userId })
    .from(teamOnDuty)
    .where(gt(teamOnDuty.until, now))
    .limit(1);
  return row !== undefined;
}

async function isMemberOnDuty(db: Database, userId: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamOnDuty.userId })
    .from(teamOnDuty)
    .where(and(eq(teamOnDuty.userId, userId), gt(teamOnDuty.until, now)));
  return row !== undefined;
}

/**
 * The team member answering the visitor now. One whose console has closed without leaving (a
 * lid shut, a crash) is taken out, which the visitor hears, and the assistant answers again.
 */
export async function memberAnswering(db: Database, id: string, now = Date.now()) {
  const member = await memberInConversation(db, id);
  if (!member || (await isMemberOnDuty(db, member.id, now))) return member;
  await leaveConversation(db, id, member);
  return null;
}

export async function renewDuty(db: Database, userId: string, now = Date.now()): Promise<void> {
  const until = now + DUTY_LEASE_MS;
  await db
    .insert(teamOnDuty)
    .values({ userId, until })
    .onConflictDoUpdate({ target: teamOnDuty.userId, set: { until } });
}

export async function endDuty(db: Database, userId: string): Promise<void> {
  await db.delete(teamOnDuty).where(eq(teamOnDuty.userId, userId));
}

/**
 * Renews the lease of every conversation whose visitor's socket this process holds. A lease
 * already ended by the visitor leaving stays ended: a renewal that reaches the database after
 * the leave (it was started just before) must not bring the visitor back.
 */
export async function renewVisitors(db: Database, ids: string[], now = Date.now()) {
  if (ids.length === 0) return;
  await db
    .update(conversations)
    .set({ visitorOnlineUntil: now + VISITOR_LEASE_MS })
    .where(and(inArray(conversations.id, ids), isNotNull(conversations.visitorOnlineUntil)));
}

export async function visitorArrived(db: Database, id: string, now = Date.now()) {
  await db
    .update(conversations)
    .set({ visitorOnlineUntil: now + VISITOR_LEASE_MS })
    .where(eq(conversations.id, id));
  await announce(db, { conversationId: id, kind: "online" });
}

export async function visitorLeft(db: Database, id: string) {
  await db.update(conversations).set({ visitorOnlineUntil: null }).where(eq(conversations.id, id));
  await announce(db, { conversationId: id, kind: "offline" });
}

/** Marks the visitor's request for a person, which lists the conversation first. */
export async function requestPerson(db: Database, id: string, now = Date.now()) {
  await db
    .update(conversations)
    .set({ personRequestedAt: sql`coalesce(${conversations.personRequestedAt}, ${now})` })
    .where(eq(conversations.id, id));
  await announce(db, { conversationId: id, kind: "requested" });
}

/** The team member talking in the conversation now, or null while the assistant answers. */
export async function memberInConversation(db: Database, id: string) {
  const [row] = await db
    .select({ id: conversations.teamMemberId, name: conversations.teamMemberName })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row?.id && row.name ? { id: row.id, name: row.name } : null;
}

export type JoinOutcome = "joined" | "already-in" | "taken" | "not-found";

/** Puts a team member into the conversation, unless a colleague is already in it. */
export async function joinConversation(
  db: Database,
  id: string,
  member: TeamMember,
): Promise<JoinOutcome> {
  const joined = await db
    .update(conversations)
    .set({ teamMemberId: member.id, teamMemberName: member.name, personRequestedAt: null })
    .where(and(eq(conversations.id, id), isNull(conversations.teamMemberId)))
    .returning({ id: conversations.id });
  if (joined.length > 0) {
    await announce(db, { conversationId: id, kind: "joined", name: member.name });
    return "joined";
  }
  const current = await memberInConversation(db, id);
  if (!current) return "not-found";
  return current.id === member.id ? "already-in" : "taken";
}

/** Hands the conversation back to the assistant; false when the member was not in it. */
export async function leaveConversation(db: Database, id: string, member: TeamMember) {
  const left = await db
    .update(conversations)
    .set({ teamMemberId: null, teamMemberName: null })
    .where(and(eq(conversations.id, id), eq(conversations.teamMemberId, member.id)))
    .returning({ name: conversations.teamMemberName });
  if (left.length === 0) return false;
  await announce(db, { conversationId: id, kind: "left", name: member.name });
  return true;
}

/** Stores a team member's line and announces it; the visitor's process delivers it. */
export async function writeTeamLine(
  db: Database,
  id: string,
  member: TeamMember,
  text: string,
  now = Date.now(),
): Promise<string> {
  const eventId = prefixedId("evt");
  await db.transaction(async (tx) => {
    await tx.insert(conversationEvents).values({
      eventId,
      conversationId: id,
      timestamp: now,
      author: "team",
      authorName: member.name,
      invocationId: prefixedId("team"),
      isTurnComplete: true,
      textContent: text,
    });
    await tx.update(conversations).set({ lastUpdatedAt: now }).where(eq(conversations.id, id));
  });
  await announce(db, { conversationId: id, kind: "team", eventId });
  return eventId;
}

export interface TeamLine {
  eventId: string;
  conversationId: string;
  name: string;
  text: string;
}

const teamLineColumns = {
  eventId: conversationEvents.eventId,
  conversationId: conversationEvents.conversationId,
  name: conversationEvents.authorName,
  text: conversationEvents.textContent,
};

const asTeamLine = (row: { name: string | null } & Omit<TeamLine, "name">): TeamLine => ({
  ...row,
  name: row.name ?? "",
});

/** A team member's line not yet shown to the visitor; null once it has been. */
export async function undeliveredLine(db: Database, eventId: string): Promise<TeamLine | null> {
  const [row] = await db
    .select(teamLineColumns)
    .from(conversationEvents)
    .where(
      and(
        eq(conversationEvents.eventId, eventId),
        eq(conversationEvents.author, "team"),
        isNull(conversationEvents.deliveredAt),
      ),
    );
  return row ? asTeamLine(row) : null;
}

export async function markDelivered(db: Database, eventIds: string[], now = Date.now()) {
  if (eventIds.length === 0) return;
  await db
    .update(conversationEvents)
    .set({ deliveredAt: now })
    .where(inArray(conversationEvents.eventId, eventIds));
}

/**
 * The conversation a returning visitor picks up again: their latest one with a team line they
 * have not seen or a team member still in it, with those lines oldest first.
 */
export async function conversationToResume(db: Database, userId: string) {
  const [latest] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.userId, userId),
        sql`(${conversations.teamMemberId} is not null or exists (
          select 1 from conversation_events e where e.conversation_id = ${conversations.id}
          and e.author = 'team' and e.delivered_at is null))`,
      ),
    )
    .orderBy(desc(conversations.lastUpdatedAt))
    .limit(1);
  if (!latest) return null;
  const lines = await db
    .select(teamLineColumns)
    .from(conversationEvents)
    .where(
      and(
        eq(conversationEvents.conversationId, latest.id),
        eq(conversationEvents.author, "team"),
        isNull(conversationEvents.deliveredAt),
      ),
    )
    .orderBy(asc(conversationEvents.position));
  return { id: latest.id, lines: lines.map(asTeamLine) };
}
