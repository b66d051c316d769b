import { lazy, Suspense, useRef, useState } from "react";

const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(loadPanel);

const PANEL_ID = "chat-panel";

/**
 * The floating chat button on every page. The chat itself (socket, markdown, suggestions)
 * is a separate chunk, fetched when the visitor shows interest and mounted on first open.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function toggle() {
    setMounted(true);
    setOpen((current) => !current);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      {mounted && (
        <Suspense
          fallback={
            open && (
              <p
                role="status"
                data-status="initializing"
                className="text-muted fixed right-4 bottom-20 z-50 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm shadow-xl"
              >
                Starting the chat…
              </p>
            )
          }
        >
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={open}
        aria-controls={mounted ? PANEL_ID : undefined}
        aria-label="Chat with Kestrel AI"
        className="bg-brand-600 hover:bg-brand-700 right-launcher-gap bottom-launcher-gap size-launcher fixed z-50 flex items-center justify-center rounded-full text-white shadow-lg focus-visible:outline-offset-4"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
          {open ? (
            <path d="M6.7 5.3a1 1 0 0 0-1.4 1.4L10.6 12l-5.3 5.3a1 1 0 1 0 1.4 1.4l5.3-5.3 5.3 5.3a1 1 0 0 0 1.4-1.4L13.4 12l5.3-5.3a1 1 0 0 0-1.4-1.4L12 10.6 6.7 5.3Z" />
          ) : (
            <path d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4.3 21a.5.5 0 0 0 .7.6l4-2a11.6 11.6 0 0 0 3 .4c5.5 0 10-3.8 10-8.5S17.5 3 12 3Zm-4 9.8a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z" />
          )}
        </svg>
      </button>
    </>
  );
}
