/**
 * What the visitors' sockets and the team's console pages tell each other about live
 * conversations (docs/product.md#34-live-chat-with-the-team). Each change is written to the
 * database first, then announced on one NOTIFY channel, which every process sharing the
 * database hears; the payload names the change and the row to read, never its text.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#app/db/client.server.ts";
import type { Listen } from "#app/db/notifications.server.ts";

const LIVE_CHANNEL = "chat_live";

const liveSignal = z.object({
  conversationId: z.string(),
  kind: z.enum([
    /** The visitor's socket opened or closed. */
    "online",
    "offline",
    /** The visitor wrote a line (to the team, or to the assistant). */
    "visitor",
    /** The visitor asked for a person while the team was on duty. */
    "requested",
    /** A team member joined or left; `name` is the first name the visitor sees. */
    "joined",
    "left",
    /** A team member wrote the line `eventId`. */
    "team",
  ]),
  eventId: z.string().optional(),
  name: z.string().optional(),
});

export type LiveSignal = z.infer<typeof liveSignal>;
export type LiveSignalKind = LiveSignal["kind"];

export async function announce(db: Database, signal: LiveSignal): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`);
}

/**
 * One LISTEN per process, shared by every socket and console page of it. It starts with the
 * first subscriber; a payload that does not parse is ignored.
 */
export function createLiveHub(listen: Listen, onError: (error: unknown) => void) {
  const subscribers = new Set<(signal: LiveSignal) => void>();
  let listening: Promise<() => Promise<void>> | null = null;
  /** Subscribers that must check again what they show: signals were lost while reconnecting. */
  const resumers = new Set<() => void>();
  /** Long-lived subscribers (the console's event streams) end when the process stops. */
  const closers = new Set<() => void>();

  function start() {
    listening ??= listen(
      LIVE_CHANNEL,
      (payload) => {
        let parsed: LiveSignal;
        try {
          parsed = liveSignal.parse(JSON.parse(payload));
        } catch {
          return;
        }
        for (const subscriber of subscribers) {
          try {
            subscriber(parsed);
          } catch (error) {
            onError(error);
          }
        }
      },
      { onResume: () => resumers.forEach((resume) => resume()) },
    );
    listening.catch((error: unknown) => {
      listening = null;
      onError(error);
    });
    return listening;
  }

  return {
    /**
     * Calls `handler` with every signal until the returned function is called. `onResume` is
     * called when signals may have been lost; `onClosed` when the hub closes.
     */
    async subscribe(
      handler: (signal: LiveSignal) => void,
      { onResume, onClosed }: { onResume?: () => void; onClosed?: () => void } = {},
    ) {
      subscribers.add(handler);
      if (onResume) resumers.add(onResume);
      if (onClosed) closers.add(onClosed);
      await start().catch(() => undefined);
      return () => {
        subscribers.delete(handler);
        if (onResume) resumers.delete(onResume);
        if (onClosed) closers.delete(onClosed);
      };
    },
    async close() {
      for (const closed of closers) closed();
      closers.clear();
      subscribers.clear();
      resumers.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
