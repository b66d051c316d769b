import { and, gt, inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { Listen } from "#app/db/notifications.server.ts";
import { sessions } from "#app/db/schema.server.ts";

/** Sent by the sessions_notify_ended trigger with "<session id> <user id>" for every ended session. */
const SESSION_ENDED_CHANNEL = "session_ended";

export interface LiveSessions {
  /** Calls `end` once when the session ends. The returned function forgets it again. */
  watch(sessionId: string, end: () => void): () => void;
  /** Stops listening. */
  close(): Promise<void>;
}

/**
 * Tells the holders of open chat sockets when their session ends: sign-out, a password change
 * elsewhere, deactivation, deletion and expiry all delete the session row, in this process or
 * any other sharing the database, and the trigger on that table announces it.
 */
export async function watchSessionEnds({
  db,
  listen,
  onError,
}: {
  db: Database;
  listen: Listen;
  onError: (error: unknown) => void;
}): Promise<LiveSessions> {
  const watchers = new Map<string, Set<() => void>>();

  const ended = (sessionId: string) => {
    const ends = watchers.get(sessionId);
    watchers.delete(sessionId);
    for (const end of ends ?? []) end();
  };

  // Endings announced while the listening connection was down were never heard: ask instead.
  async function checkEveryWatched() {
    const watched = [...watchers.keys()];
    if (watched.length === 0) return;
    const live = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, watched), gt(sessions.expiresAt, new Date())));
    const stillLive = new Set(live.map((row) => row.id));
    for (const sessionId of watched) if (!stillLive.has(sessionId)) ended(sessionId);
  }

  const unlisten = await listen(
    SESSION_ENDED_CHANNEL,
    (payload) => ended(payload.split(" ")[0] ?? ""),
    { onResume: () => void checkEveryWatched().catch(onError) },
  );

  return {
    watch(sessionId, end) {
      const ends = watchers.get(sessionId) ?? new Set();
      ends.add(end);
      watchers.set(sessionId, ends);
      return () => {
        ends.delete(end);
        if (ends.size === 0 && watchers.get(sessionId) === ends) watchers.delete(sessionId);
      };
    },
    close: unlisten,
  };
}
