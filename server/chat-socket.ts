import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { fromNodeHeaders } from "better-auth/node";
import { WebSocketServer, type WebSocket } from "ws";
import type { Accounts, CurrentSession } from "#app/auth/accounts.server.ts";
import type { AnonymousSessions } from "#app/auth/anonymous-session.server.ts";
import type { Assistant } from "#app/chat/assistant.server.ts";
import {
  defaultChatLimits,
  handleChatConnection,
  type ChatConnection,
  type ChatLimits,
} from "#app/chat/connection/chat-connection.server.ts";
import { newAnonymousVisitor, sessionVisitor } from "#app/chat/connection/chat-visitor.server.ts";
import { createConversationStore } from "#app/chat/conversations/conversations.server.ts";
import type { ChatHandOver } from "#app/chat/conversations/hand-over.server.ts";
import type { LiveDesk } from "#app/chat/live/live-visitors.server.ts";
import { watchSessionEnds } from "#app/chat/connection/live-sessions.server.ts";
import { createTurnBudget, type TurnPayer } from "#app/chat/connection/turn-budget.server.ts";
import type { Config } from "#app/config/env.server.ts";
import type { Database } from "#app/db/client.server.ts";
import type { Listen } from "#app/db/notifications.server.ts";
import { ipBudgetKey } from "#app/lib/budget-keys.ts";
import { clientAddress } from "./client-address.ts";
import type { Logger } from "./logger.ts";
import { isOwnOrigin } from "./security.ts";

export interface ChatSocketLimits extends ChatLimits {
  /** Open sockets one IP address may hold while its visitors are anonymous. */
  anonymousSocketsPerIp: number;
  /** How often idle sockets are pinged; one that missed the previous ping is dropped. */
  pingIntervalMs: number;
}

export const defaultChatSocketLimits: ChatSocketLimits = {
  ...defaultChatLimits,
  anonymousSocketsPerIp: 10,
  pingIntervalMs: 30_000,
};

/** The chat path: /ws/<client id>, the id being what the widget generates (21 URL-safe chars). */
const chatPath = /^\/ws\/([A-Za-z0-9_-]{1,64})$/;

/** Frames larger than this are cut off by the socket library itself, before we see them. */
const MAX_FRAME_BYTES = 64 * 1024;

const GOING_AWAY = 1001;

function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}

export interface ChatSocketOptions {
  config: Config;
  accounts: Accounts;
  anonymousSessions: AnonymousSessions;
  db: Database;
  /** Notifications of the database, through which the sockets learn that a session ended. */
  listen: Listen;
  assistant: Assistant;
  /** Where a conversation goes when the visitor asks for a person (the contact inbox). */
  handOver?: ChatHandOver;
  /** Live conversations with the team, where the console can answer visitors. */
  liveDesk?: LiveDesk;
  logger: Logger;
  limits?: Partial<ChatSocketLimits>;
}

/**
 * Serves the chat WebSocket on the site's own HTTP server. The handshake is where browsers
 * bring cookies, so it is also where foreign origins are refused (cross-site WebSocket
 * hijacking) and where a visitor without a session is given the cookie of an anonymous one,
 * which is created with their first message. A socket lives no longer than its session.
 */
export async function attachChatSocket(httpServer: Server, options: ChatSocketOptions) {
  const { config, accounts, anonymousSessions, assistant } = options;
  const limits = { ...defaultChatSocketLimits, ...options.limits };
  const publicOrigin = new URL(config.appUrl).origin;
  const store = createConversationStore(options.db);
  // Only a model costs money per answer; the built-in guide answers as often as it is asked.
  const turnBudget =
    config.chat.engine === "llm" ? createTurnBudget(options.db, config.chat.turnsPerHour) : null;
  const liveSessions = await watchSessionEnds({
    db: options.db,
    listen: options.listen,
    onError: (error) => options.logger.error({ err: error }, "Could not check chat sessions"),
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const anonymousSockets = new Map<string, number>();
  const alive = new WeakSet<WebSocket>();
  const setCookies = new WeakMap<IncomingMessage, string[]>();

  wss.on("headers", (headers, req) => {
    for (const cookie of setCookies.get(req) ?? []) headers.push(`Set-Cookie: ${cookie}`);
  });

  // The same address Express gives pages as req.ip, so a visitor has one budget everywhere.
  const clientIp = (req: IncomingMessage): string =>
    clientAddress(
      req.socket.remoteAddress ?? "",
      req.headers["x-forwarded-for"],
      config.trustedProxies,
    );

  const release = (ipKey: string) => {
    const count = (anonymousSockets.get(ipKey) ?? 1) - 1;
    if (count <= 0) anonymousSockets.delete(ipKey);
    else anonymousSockets.set(ipKey, count);
  };

  /**
   * The token of the anonymous session promised to a visitor without one: the token their
   * cookie already carries (another tab was given it), or a new one set on the 101 response.
   */
  async function promisedToken(req: IncomingMessage, headers: Headers): Promise<string> {
    const carried = await anonymousSessions.tokenFrom(headers);
    if (carried) return carried;
    const issued = await anonymousSessions.issue();
    setCookies.set(req, [issued.setCookie]);
    return issued.token;
  }

  async function upgrade(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    clientId: string,
    log: Logger,
  ) {
    const origin = req.headers.origin;
    // Browsers always send Origin on a WebSocket handshake; a client without one is not a
    // browser page and cannot ride on a visitor's cookies.
    // As Express reads it for pages: the proxy's word when trusted; this server speaks plain HTTP.
    const forwardedProto = String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim();
    const protocol = config.trustedProxies > 0 && forwardedProto ? forwardedProto : "http";
    if (
      origin !== undefined &&
      !isOwnOrigin(origin, { publicOrigin, host: req.headers.host ?? "", protocol })
    ) {
      return refuseUpgrade(socket, 403, "Forbidden");
    }
    const headers = fromNodeHeaders(req.headers);
    const current = await accounts.getSession(headers);
    const ip = clientIp(req);
    // Counted like every per-address budget: an IPv6 client by its /64.
    const ipKey = ipBudgetKey(ip);
    const anonymous = !current || current.user.isAnonymous;
    if (anonymous) {
      const open = anonymousSockets.get(ipKey) ?? 0;
      if (open >= limits.anonymousSocketsPerIp) {
        return refuseUpgrade(socket, 429, "Too Many Requests");
      }
      anonymousSockets.set(ipKey, open + 1);
    }
    let identity: { current: CurrentSession } | { token: string };
    try {
      identity = current ? { current } : { token: await promisedToken(req, headers) };
    } catch (error) {
      if (anonymous) release(ipKey);
      throw error;
    }
    if (socket.destroyed) {
      if (anonymous) release(ipKey);
      return;
    }
    const payer: TurnPayer = anonymous ? { ip } : { userId: current.user.id };
    wss.handleUpgrade(req, socket, head, (ws) => {
      const openedAt = performance.now();
      log.info({ anonymous }, "Chat socket opened");
      const unwatch: (() => void)[] = [];
      let connection: ChatConnection | null = null;
      const watch = (sessionId: string) =>
        unwatch.push(
          liveSessions.watch(sessionId, () => {
            log.info("Chat session ended");
            connection?.endSession();
          }),
        );
      alive.add(ws);
      ws.on("pong", () => alive.add(ws));
      ws.on("message", () => alive.add(ws));
      ws.on("error", (error) => log.warn({ err: error }, "Chat socket error"));
      ws.on("close", (code) => {
        if (anonymous) release(ipKey);
        for (const stop of unwatch) stop();
        log.info(
          { code, durationMs: Math.round(performance.now() - openedAt) },
          "Chat socket closed",
        );
      });
      connection = handleChatConnection({
        socket: ws,
        clientId,
        visitor:
          "current" in identity
            ? sessionVisitor(identity.current)
            : newAnonymousVisitor({
                token: identity.token,
                client: { ip, userAgent: req.headers["user-agent"] ?? null },
                anonymousSessions,
                onSessionStarted: watch,
              }),
        allowTurn: turnBudget && (() => turnBudget(payer)),
        assistant,
        store,
        handOver: options.handOver ?? null,
        clientIp: ip,
        live: options.liveDesk
          ? { desk: options.liveDesk, returningUserId: current?.user.id ?? null }
          : null,
        limits,
        log: (message, error) => log.error({ err: error }, message),
      });
      if (current) watch(current.session.id);
      // Once the handshake has been answered: the visitor is only now starting to type. A
      // failure here must not end the process; the first answer will meet it and say so.
      setImmediate(() => {
        try {
          assistant.prepare();
        } catch (error) {
          log.error({ err: error }, "The assistant could not get ready");
        }
      });
    });
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const match = chatPath.exec(path);
    if (!match) {
      // In development Vite's hot-reload socket shares this server and takes its own upgrades.
      if (config.nodeEnv !== "development") refuseUpgrade(socket, 404, "Not Found");
      return;
    }
    // Every line about one connection, from its handshake to its close, carries the same id.
    const log = options.logger.child({ connId: randomUUID() });
    upgrade(req, socket, head, match[1]!, log).catch((error: unknown) => {
      log.error({ err: error }, "Chat handshake failed");
      refuseUpgrade(socket, 503, "Service Unavailable");
    });
  };
  httpServer.on("upgrade", onUpgrade);

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, limits.pingIntervalMs);
  heartbeat.unref();

  return {
    get openSockets() {
      return wss.clients.size;
    },
    /**
     * Stops taking sockets, tells every open one the server is going away (1001), and stops
     * listening for ended sessions.
     */
    async close() {
      clearInterval(heartbeat);
      httpServer.off("upgrade", onUpgrade);
      for (const ws of wss.clients) ws.close(GOING_AWAY, "Server shutting down");
      wss.close();
      await liveSessions.close();
    },
  };
}
