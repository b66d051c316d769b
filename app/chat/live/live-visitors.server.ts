/**
 * The visitors' side of live conversations in one process: which conversations' sockets it
 * holds, their leases renewed together, and the team's signals passed to the sockets they
 * concern. A team member's line is read from the database and marked delivered once sent.
 */
import { liveNotices } from "../chat-messages.ts";
import type { ServerFrame } from "../chat-protocol.ts";
import type { Database } from "#app/db/client.server.ts";
import {
  conversationToResume,
  isTeamOnDuty,
  markDelivered,
  memberAnswering,
  renewVisitors,
  requestPerson,
  undeliveredLine,
  visitorArrived,
  visitorLeft,
  withinLiveHours,
  VISITOR_LEASE_MS,
} from "./live-conversations.server.ts";
import { announce, type LiveHub, type LiveSignal } from "./live-signals.server.ts";

type Send = (frame: ServerFrame) => void;

export interface LiveDeskOptions {
  db: Database;
  hub: LiveHub;
  hours: "support" | "always";
  log: (message: string, error: unknown) => void;
}

export async function createLiveDesk({ db, hub, hours, log }: LiveDeskOptions) {
  const held = new Map<string, Set<Send>>();
  // A visitor who reloads the page leaves and arrives again at once: the two writes must reach
  // the database in that order, or the visitor would count as gone while their chat is open.
  const presenceWrites = new Map<string, Promise<void>>();
  function inTurn(conversationId: string, write: () => Promise<void>): Promise<void> {
    const written = (presenceWrites.get(conversationId) ?? Promise.resolve()).then(write);
    const settled = written.catch(() => undefined);
    presenceWrites.set(conversationId, settled);
    void settled.then(() => {
      if (presenceWrites.get(conversationId) === settled) presenceWrites.delete(conversationId);
    });
    return written;
  }

  async function deliver(eventId: string, sockets: Set<Send>) {
    const line = await undeliveredLine(db, eventId);
    if (!line) return;
    for (const send of sockets) send({ team: { name: line.name, text: line.text } });
    await markDelivered(db, [line.eventId]);
  }

  function onSignal(signal: LiveSignal) {
    const sockets = held.get(signal.conversationId);
    if (!sockets) return;
    const frame: ServerFrame | null =
      signal.kind === "joined" && signal.name
        ? { notice: liveNotices.joined(signal.name) }
        : signal.kind === "left" && signal.name
          ? { notice: liveNotices.left(signal.name) }
          : null;
    if (frame) for (const send of sockets) send(frame);
    if (signal.kind === "team" && signal.eventId) {
      deliver(signal.eventId, sockets).catch((error: unknown) =>
        log("Could not deliver a team member's line", error),
      );
    }
  }

  const unsubscribe = await hub.subscribe(onSignal);
  // Renewed well within the lease, so one late renewal does not make a visitor vanish.
  const renewal = setInterval(() => {
    renewVisitors(db, [...held.keys()]).catch((error: unknown) =>
      log("Could not renew the chat visitors' presence", error),
    );
  }, VISITOR_LEASE_MS / 3);
  renewal.unref();

  return {
    /** Holds the conversation's socket until the returned function is called. */
    async attach(conversationId: string, send: Send): Promise<() => void> {
      const sockets = held.get(conversationId) ?? new Set<Send>();
      const first = sockets.size === 0;
      sockets.add(send);
      held.set(conversationId, sockets);
      if (first) await inTurn(conversationId, () => visitorArrived(db, conversationId));
      return () => {
        sockets.delete(send);
        if (sockets.size > 0 || held.get(conversationId) !== sockets) return;
        held.delete(conversationId);
        inTurn(conversationId, () => visitorLeft(db, conversationId)).catch((error: unknown) =>
          log("Could not note that a chat visitor left", error),
        );
      };
    },
    memberIn: (conversationId: string) => memberAnswering(db, conversationId),
    /** Tells the team's pages the visitor wrote, so they show it without a reload. */
    visitorWrote: (conversationId: string) => announce(db, { conversationId, kind: "visitor" }),
    /** Someone has the console open. */
    teamOnDuty: () => isTeamOnDuty(db),
    /** The team promises a live answer now: within support hours, unless told always. */
    answersLiveNow: () => withinLiveHours(Date.now(), hours),
    requestPerson: (conversationId: string) => requestPerson(db, conversationId),
    /** The conversation a returning visitor picks up, with the team's lines they missed. */
    resume: (userId: string) => conversationToResume(db, userId),
    markDelivered: (eventIds: string[]) => markDelivered(db, eventIds),
    close() {
      clearInterval(renewal);
      unsubscribe();
      held.clear();
    },
  };
}

export type LiveDesk = Awaited<ReturnType<typeof createLiveDesk>>;
