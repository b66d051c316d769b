import http from "node:http";
import type { AddressInfo } from "node:net";
import WebSocket from "ws";
import type { Assistant, AssistantRequest } from "#app/chat/assistant.server.ts";
import type { ChatHandOver } from "#app/chat/conversations/hand-over.server.ts";
import { createAnonymousSessions } from "#app/auth/anonymous-session.server.ts";
import { parseConfig } from "#app/config/env.server.ts";
import type { Listen } from "#app/db/notifications.server.ts";
import { attachChatSocket, type ChatSocketLimits } from "#server/chat-socket.ts";
import type { Logger } from "#server/logger.ts";
import { TEST_APP_URL, type createTestAccounts } from "./test-auth.ts";

export type Frame = { message?: string; turn_complete?: boolean; error?: string };

type TestAccounts = Awaited<ReturnType<typeof createTestAccounts>>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers "echo: <message>" in two pieces, or as the test script says. */
export class ScriptedAssistant implements Assistant {
  readonly engine = "scripted";
  seen: AssistantRequest[] = [];
  /** How many times a socket asked it to get ready. */
  prepared = 0;
  script: (request: AssistantRequest) => AsyncIterable<string> = async function* ({ message }) {
    yield "echo: ";
    yield message;
  };
  prepare() {
    this.prepared += 1;
  }
  reply(request: AssistantRequest) {
    this.seen.push(request);
    return this.script(request);
  }
}

/** A socket client that records every frame and how the socket ended. */
export class ChatClient {
  frames: Frame[] = [];
  closed: Promise<{ code: number }>;
  /** The Set-Cookie lines of the handshake's answer. */
  setCookies: Promise<string[]>;
  constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => this.frames.push(JSON.parse(String(data)) as Frame));
    this.closed = new Promise((resolve) => socket.on("close", (code) => resolve({ code })));
    this.setCookies = new Promise((resolve) =>
      socket.on("upgrade", (res) => resolve([res.headers["set-cookie"] ?? []].flat())),
    );
  }
  async until(predicate: (frames: Frame[]) => boolean, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.frames)) {
      if (Date.now() > deadline) throw new Error(`Frames so far: ${JSON.stringify(this.frames)}`);
      await sleep(5);
    }
    return this.frames;
  }
  turns() {
    return this.frames.filter((frame) => frame.turn_complete).length;
  }
  /** The Cookie header a browser would send after this handshake. */
  async cookie() {
    return (await this.setCookies).map((line) => line.split(";")[0]).join("; ");
  }
}

export interface ChatServerOptions {
  assistant: Assistant;
  logger: Logger;
  limits?: Partial<ChatSocketLimits>;
  /** Environment variables for the parsed config, beside APP_URL and NODE_ENV. */
  env?: Record<string, string>;
  /** Stands in for the database's notifications (one that never delivers, say). */
  listen?: Listen;
  /** Where a conversation goes when the visitor asks for a person. */
  handOver?: ChatHandOver;
}

/** The chat socket on a bare HTTP server over the test accounts' database. */
export async function startChatServer(t: TestAccounts, options: ChatServerOptions) {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const chat = await attachChatSocket(server, {
    config: parseConfig({ APP_URL: TEST_APP_URL, NODE_ENV: "production", ...options.env }),
    accounts: t.accounts,
    anonymousSessions: createAnonymousSessions({ auth: t.auth, db: t.db, secret: t.secret }),
    db: t.db,
    listen: options.listen ?? t.database.handle.listen,
    assistant: options.assistant,
    logger: options.logger,
    limits: options.limits,
    handOver: options.handOver,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const clients: ChatClient[] = [];

  function connect(options: WebSocket.ClientOptions = {}, clientId = "abcDEF123_-xyz") {
    const client = new ChatClient(new WebSocket(`ws://127.0.0.1:${port}/ws/${clientId}`, options));
    clients.push(client);
    return client;
  }

  return {
    port,
    chat,
    connect,
    async open(options: WebSocket.ClientOptions = {}, clientId?: string) {
      const client = connect(options, clientId);
      await new Promise((resolve, reject) => {
        client.socket.once("open", resolve);
        client.socket.once("error", reject);
      });
      return client;
    },
    /** The status the handshake was refused with. */
    refusal(options: WebSocket.ClientOptions = {}, path = "/ws/abc") {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, options);
      return new Promise<number>((resolve, reject) => {
        socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
        socket.on("open", () => reject(new Error("The handshake was accepted")));
        socket.on("error", () => undefined);
      });
    },
    async stop() {
      for (const client of clients.splice(0)) client.socket.terminate();
      await chat.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type ChatServer = Awaited<ReturnType<typeof startChatServer>>;
