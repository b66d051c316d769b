import { useCallback, useEffect, useRef, useState } from "react";
import { chatMessages } from "#app/chat/chat-messages.ts";
import type { ServerFrame } from "#app/chat/chat-protocol.ts";

export type ChatStatus = "initializing" | "connecting" | "open" | "closed" | "error";

export interface ChatMessage {
  id: string;
  /** "team": a line by a team member, plain text; "notice": one came or went. */
  role: "user" | "assistant" | "team" | "notice";
  content: string;
  /** The team member's first name, on their lines. */
  author?: string;
  type?: "error";
}

const idAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

/** A random URL-safe id of 21 characters, like every id the product hands out. */
export function randomId(length = 21): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => idAlphabet[byte & 63]).join("");
}

function socketUrl(clientId: string): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${window.location.host}/ws/${clientId}`;
}

type KeysOf<Frame> = Frame extends unknown ? keyof Frame : never;
/** A frame as received: each field is checked before it is trusted. */
type ReceivedFrame = Partial<Record<KeysOf<ServerFrame>, unknown>>;

/**
 * The chat connection: one socket and one conversation, from `connect` until `reconnect`
 * replaces both. Streamed pieces append to one assistant message until the turn completes.
 */
export function useChatSocket({ welcome }: { welcome: string }) {
  // "initializing" belongs to the moment before this code has loaded (see ChatLauncher).
  const [status, setStatus] = useState<ChatStatus>("connecting");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const streamingIdRef = useRef<string | null>(null);

  const append = useCallback((message: Omit<ChatMessage, "id">) => {
    setMessages((current) => [...current, { id: randomId(), ...message }]);
  }, []);

  /** Streamed pieces of one answer append to one assistant message. */
  const appendChunk = useCallback((chunk: string) => {
    const streamingId = streamingIdRef.current;
    if (streamingId) {
      setMessages((all) =>
        all.map((message) =>
          message.id === streamingId ? { ...message, content: message.content + chunk } : message,
        ),
      );
      return;
    }
    const id = randomId();
    streamingIdRef.current = id;
    setMessages((all) => [...all, { id, role: "assistant", content: chunk }]);
  }, []);

  const fail = useCallback(
    (text: string) => {
      streamingIdRef.current = null;
      setTyping(false);
      append({ role: "assistant", content: text, type: "error" });
    },
    [append],
  );

  // Each value is one connection and one conversation; reconnecting moves to the next.
  const [connection, setConnection] = useState(0);

  useEffect(() => {
    const socket = new WebSocket(socketUrl(randomId()));
    socketRef.current = socket;
    let opened = false;
    let failed = false;
    const current = () => socketRef.current === socket;

    socket.addEventListener("open", () => {
      if (!current()) return;
      opened = true;
      setStatus("open");
      append({ role: "assistant", content: welcome });
    });
    socket.addEventListener("message", (event: MessageEvent<unknown>) => {
      if (!current() || typeof event.data !== "string") return;
      let frame: ReceivedFrame;
      try {
        frame = JSON.parse(event.data) as ReceivedFrame;
      } catch {
        return;
      }
      if (typeof frame.message === "string") appendChunk(frame.message);
      if (frame.turn_complete === true) {
        streamingIdRef.current = null;
        setTyping(false);
      }
      if (typeof frame.error === "string") fail(chatMessages.serverError(frame.error));
      if (typeof frame.notice === "string") append({ role: "notice", content: frame.notice });
      const team = frame.team as { name?: unknown; text?: unknown } | null | undefined;
      if (team && typeof team.name === "string" && typeof team.text === "string") {
        append({ role: "team", author: team.name, content: team.text });
      }
    });
    socket.addEventListener("error", () => {
      if (!current()) return;
      failed = true;
      setStatus("error");
      fail(chatMessages.connectionError);
    });
    socket.addEventListener("close", () => {
      if (!current()) return;
      socketRef.current = null;
      if (failed) return;
      setStatus("closed");
      if (opened) fail(chatMessages.connectionLost);
    });
    return () => {
      if (current()) socketRef.current = null;
      socket.close();
    };
  }, [connection, append, appendChunk, fail, welcome]);

  const reconnect = useCallback(() => {
    streamingIdRef.current = null;
    setMessages([]);
    setTyping(false);
    setStatus("connecting");
    setConnection((count) => count + 1);
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      const socket = socketRef.current;
      if (!message) return false;
      append({ role: "user", content: message });
      try {
        if (!socket || socket.readyState !== WebSocket.OPEN) throw new Error("Socket not open");
        socket.send(message);
      } catch {
        fail(chatMessages.sendFailed);
        return false;
      }
      setTyping(true);
      return true;
    },
    [append, fail],
  );

  return { status, messages, typing, send, reconnect };
}
