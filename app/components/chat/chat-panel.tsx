import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { MAX_CHAT_MESSAGE_LENGTH } from "#app/chat/chat-protocol.ts";
import { chatMessages } from "#app/chat/chat-messages.ts";
import { chatSuggestions, chatWelcomeMessage } from "#app/content/chat.ts";
import { company } from "#app/content/site.ts";
import { CloseIcon } from "#app/components/ui/close-icon.tsx";
import { ChatMarkdown, spokenText } from "./chat-markdown.tsx";
import { useChatSocket, type ChatMessage, type ChatStatus } from "./use-chat-socket.ts";

const statusLabels: Record<ChatStatus, string> = {
  initializing: "Starting…",
  connecting: "Connecting…",
  open: "Online",
  closed: "Disconnected",
  error: "Connection problem",
};

function MessageBubble({ message, onReconnect }: { message: ChatMessage; onReconnect(): void }) {
  if (message.type === "error") {
    return (
      <li
        data-message="error"
        className="rounded-2xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900"
      >
        <p>{message.content}</p>
        <button
          type="button"
          onClick={onReconnect}
          className="mt-1 font-semibold text-rose-800 underline underline-offset-2 hover:text-rose-950"
        >
          {chatMessages.reconnect}
        </button>
      </li>
    );
  }
  if (message.role === "notice") {
    return (
      <li data-message="notice" className="text-muted px-2 py-1 text-center text-xs font-medium">
        {message.content}
      </li>
    );
  }
  if (message.role === "team") {
    // A person's words, shown as typed: never read as markdown.
    return (
      <li data-message="team" className="flex justify-start">
        <div className="max-w-[85%] rounded-2xl border border-teal-200 bg-teal-50 px-3 py-2 text-sm break-words text-teal-950">
          <p className="text-xs font-semibold text-teal-800">
            {message.author}
            <span className="sr-only"> from {company.name}:</span>
          </p>
          <p className="whitespace-pre-wrap">{message.content}</p>
        </div>
      </li>
    );
  }
  const mine = message.role === "user";
  return (
    <li data-message={message.role} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words ${
          mine ? "bg-brand-600 whitespace-pre-wrap text-white" : "text-ink bg-slate-100"
        }`}
      >
        <span className="sr-only">{mine ? "You: " : "Assistant: "}</span>
        {mine ? message.content : <ChatMarkdown>{message.content}</ChatMarkdown>}
      </div>
    </li>
  );
}

/** The chat window. Loaded only when a visitor first opens the chat, then kept for the visit. */
export default function ChatPanel({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose(): void;
}) {
  const { status, messages, typing, send, reconnect } = useChatSocket({
    welcome: chatWelcomeMessage,
  });
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const hasUserMessage = messages.some((message) => message.role === "user");
  const canSend = status === "open" && draft.trim() !== "";

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages, typing]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && panelRef.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, onClose]);

  // Streamed answers are announced once, when complete, rather than piece by piece.
  const last = messages.at(-1);
  const announcement =
    last?.role === "assistant" && !typing
      ? spokenText(last.content)
      : last?.role === "team"
        ? `${last.author ?? ""} from ${company.name}: ${last.content}`
        : last?.role === "notice"
          ? last.content
          : "";

  function submit(text: string) {
    if (status !== "open" || !text.trim()) return;
    if (send(text)) setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(draft);
    }
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      hidden={!open}
      ref={panelRef}
      className="fixed inset-x-2 bottom-20 z-50 flex max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:w-[360px]"
    >
      <header className="bg-brand-900 flex items-center gap-3 px-4 py-3 text-white">
        <div className="flex-1">
          <h2 id={`${id}-title`} className="text-sm font-semibold">
            {company.name} Assistant
          </h2>
          <p className="text-brand-100 flex items-center gap-1.5 text-xs">
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${status === "open" ? "bg-emerald-400" : "bg-slate-400"}`}
            />
            <span data-testid="chat-status" data-status={status}>
              {statusLabels[status]}
            </span>
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded-full p-1.5 hover:bg-white/10"
        >
          <CloseIcon />
        </button>
      </header>

      <div
        ref={logRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Messages"
        role="region"
        className="max-h-[400px] min-h-0 flex-1 overflow-y-auto px-3 py-3"
      >
        <ol className="flex flex-col gap-2">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} onReconnect={reconnect} />
          ))}
        </ol>
        {typing && (
          <p className="mt-2 flex items-center gap-1 px-1" data-testid="typing-indicator">
            <span className="sr-only">The assistant is typing</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                style={{ animationDelay: `${delay}ms` }}
                className="size-1.5 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
              />
            ))}
          </p>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {!hasUserMessage && status === "open" && (
        <ul aria-label="Suggested questions" className="flex flex-wrap gap-2 px-3 pb-2">
          {chatSuggestions.map((suggestion) => (
            <li key={suggestion.label}>
              <button
                type="button"
                onClick={() => submit(suggestion.prompt)}
                className="border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-400 rounded-full border px-3 py-1 text-xs font-medium"
              >
                {suggestion.label}
              </button>
            </li>
          ))}
        </ul>
      )}

      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit(draft);
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          Message
        </label>
        <textarea
          id={`${id}-input`}
          ref={inputRef}
          rows={1}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message…"
          className="focus:border-brand-500 max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm focus:outline-none"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="bg-brand-600 hover:bg-brand-700 flex size-10 items-center justify-center rounded-full text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M3.1 2.3a.75.75 0 0 0-1 .9l1.8 5.9a.75.75 0 0 0 .6.5l6.3.9-6.3.9a.75.75 0 0 0-.6.5l-1.8 5.9a.75.75 0 0 0 1 .9l15-7.3a.75.75 0 0 0 0-1.4l-15-7.3Z" />
          </svg>
        </button>
      </form>
    </section>
  );
}
