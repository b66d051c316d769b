import pg from "pg";

/** Receives the payload of each notification on the channel it listens to. */
export type NotificationHandler = (payload: string) => void;

export interface ListenOptions {
  /**
   * Called when listening has resumed after a lost connection. Notifications sent while it was
   * down never arrive, so a listener that must not miss one checks again what it watches.
   */
  onResume?: () => void;
}

/** Stops one listener; the others on the channel keep theirs. */
export type Unlisten = () => Promise<void>;

export type Listen = (
  channel: string,
  handler: NotificationHandler,
  options?: ListenOptions,
) => Promise<Unlisten>;

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

interface Subscriber {
  handler: NotificationHandler;
  onResume?: () => void;
}

/**
 * LISTEN on PostgreSQL. A pooled connection cannot listen (it is handed to other queries and
 * returned), so one dedicated connection carries every channel of the process. When it is lost
 * it is opened again, with growing pauses, and listens to the same channels.
 */
export function createPostgresListener(url: string, onConnectionLost: (error: Error) => void) {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;
  let everConnected = false;
  let closed = false;

  const listenSql = (target: pg.Client, channel: string) =>
    `LISTEN ${target.escapeIdentifier(channel)}`;

  async function open(): Promise<pg.Client> {
    // Keep-alive probes find a connection that a NAT or firewall silently dropped while idle.
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("notification", ({ channel, payload }) => {
      for (const subscriber of channels.get(channel) ?? []) subscriber.handler(payload ?? "");
    });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next, new Error("the listening connection ended")));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(listenSql(next, channel));
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      throw new Error("The listener was closed");
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    if (everConnected) {
      for (const subscribers of channels.values()) {
        for (const subscriber of subscribers) subscriber.onResume?.();
      }
    }
    everConnected = true;
    return next;
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function lost(which: pg.Client, error: Error) {
    if (which !== client) return;
    client = null;
    which.end().catch(() => undefined);
    if (closed) return;
    onConnectionLost(error);
    retryLater();
  }

  function retryLater() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connected().catch(() => {
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
        retryLater();
      });
    }, retryMs);
    retryTimer.unref();
  }

  const listen: Listen = async (channel, handler, options = {}) => {
    if (closed) throw new Error("The listener was closed");
    const subscriber: Subscriber = { handler, onResume: options.onResume };
    const isNewChannel = !channels.has(channel);
    const subscribers = channels.get(channel) ?? new Set();
    subscribers.add(subscriber);
    channels.set(channel, subscribers);
    try {
      // A connection opened from here on listens to the channel already.
      const wasOpen = client !== null;
      const target = await connected();
      if (isNewChannel && wasOpen) await target.query(listenSql(target, channel));
    } catch (error) {
      forget(channel, subscriber);
      throw error;
    }
    return async () => {
      if (!forget(channel, subscriber) || !client) return;
      await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  };

  /** Removes a subscriber; true when it was the channel's last. */
  function forget(channel: string, subscriber: Subscriber): boolean {
    const subscribers = channels.get(channel);
    if (!subscribers?.delete(subscriber) || subscribers.size > 0) return false;
    channels.delete(channel);
    return true;
  }

  return {
    listen,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting?.catch(() => undefined);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
