import type { Listen } from "#app/db/notifications.server.ts";
import type { SessionLookup } from "./session.ts";

/** Sent by the sessions_notify_ended trigger with "<session id> <user id>" (migration 0009). */
const SESSION_ENDED_CHANNEL = "session_ended";
/** Sent by the account_changed triggers with the user id (migration 0013). */
const ACCOUNT_CHANGED_CHANNEL = "account_changed";

/**
 * How long a looked-up session is trusted without asking the database again. Changes are
 * announced at once; this lets sessions nobody uses any more leave memory on their own.
 */
const TRUST_MS = 10_000;
const MAX_SESSIONS = 10_000;

interface Entry {
  lookup: SessionLookup;
  userId: string;
  trustedUntil: number;
}

export interface SessionCache {
  /** A session looked up moments ago and unchanged since, or undefined. */
  get(token: string): SessionLookup | undefined;
  /** Counts changes; a lookup remembers its answer only if none happened while it ran. */
  readonly generation: number;
  remember(token: string, lookup: SessionLookup, generationAtStart: number): void;
}

/**
 * Sessions looked up in the last few seconds, kept in this process so that a signed-in visitor's
 * pages cost no query. Everything that ends a session or changes what a page shows about the
 * account (sign-out, password change, deactivation, deletion, a new name or preference, console
 * access) changes a row whose trigger announces it, and the announcement drops the account's
 * sessions here.
 *
 * Only for the embedded database: it is this process's own, and it hands announcements over
 * within the statement that commits the change, so nothing can be served from here after a
 * change has been made. PostgreSQL delivers them to other processes a moment after the commit,
 * and a request in that moment would still be let in; there, every request asks the database.
 */
export async function createSessionCache(listen: Listen): Promise<SessionCache> {
  const entries = new Map<string, Entry>();
  const tokensByUser = new Map<string, Set<string>>();
  let generation = 0;

  function drop(token: string) {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensByUser.get(entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.userId);
  }

  function forgetUser(userId: string) {
    generation += 1;
    for (const token of tokensByUser.get(userId) ?? []) drop(token);
  }

  await Promise.all([
    listen(SESSION_ENDED_CHANNEL, (payload) => forgetUser(payload.split(" ")[1] ?? "")),
    listen(ACCOUNT_CHANGED_CHANNEL, forgetUser),
  ]);

  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      const now = Date.now();
      if (now >= entry.trustedUntil || now >= entry.lookup.expiresAt) {
        drop(token);
        return undefined;
      }
      return entry.lookup;
    },
    get generation() {
      return generation;
    },
    remember(token, lookup, generationAtStart) {
      if (generationAtStart !== generation) return;
      drop(token);
      if (entries.size >= MAX_SESSIONS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      const userId = lookup.current.user.id;
      entries.set(token, { lookup, userId, trustedUntil: Date.now() + TRUST_MS });
      const tokens = tokensByUser.get(userId) ?? new Set();
      tokens.add(token);
      tokensByUser.set(userId, tokens);
    },
  };
}
