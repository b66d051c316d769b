import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";

/** What the console's event stream says: a live conversation changed, or the stream is ready. */
export interface LiveConsoleEvent {
  conversationId?: string;
  kind: string;
}

/** Bursts of signals (a busy chat) load the page again at most this often. */
const RELOAD_AT_MOST_EVERY_MS = 400;

/**
 * Keeps an open console page current: it listens to the console's event stream and loads its
 * data again when a live conversation changes, and it says when a visitor asks for a person.
 * `wanted` picks the signals the page shows; the rest are ignored.
 */
export function useLiveConsole(wanted: (event: LiveConsoleEvent) => boolean) {
  const { revalidate, state: revalidation } = useRevalidator();
  const navigation = useNavigation();
  // A load started now would cut short the one a form post or a link has started (aborting
  // its request); the signal waits for it to finish instead.
  const busy = navigation.state !== "idle" || revalidation !== "idle";
  const busyRef = useRef(busy);
  const waitingRef = useRef(false);
  const [request, setRequest] = useState<{ at: number } | null>(null);
  // On duty from the stream's first event (the server has noted it) until the stream fails.
  const [onDuty, setOnDuty] = useState(false);
  // The stream stays open across renders; it reads the latest of these when a signal comes.
  const wantedRef = useRef(wanted);
  const revalidateRef = useRef(revalidate);
  useEffect(() => {
    wantedRef.current = wanted;
    revalidateRef.current = revalidate;
    busyRef.current = busy;
    if (!busy && waitingRef.current) {
      waitingRef.current = false;
      void revalidate();
    }
  });

  useEffect(() => {
    const source = new EventSource("/admin/live-events");
    let timer: number | null = null;
    let pending = false;
    const reload = () => {
      if (timer !== null) {
        pending = true;
        return;
      }
      if (busyRef.current) {
        waitingRef.current = true;
        return;
      }
      void revalidateRef.current();
      timer = window.setTimeout(() => {
        timer = null;
        if (pending) {
          pending = false;
          reload();
        }
      }, RELOAD_AT_MOST_EVERY_MS);
    };
    source.addEventListener("message", (message: MessageEvent<string>) => {
      let event: LiveConsoleEvent;
      try {
        event = JSON.parse(message.data) as LiveConsoleEvent;
      } catch {
        return;
      }
      if (event.kind === "ready") setOnDuty(true);
      if (event.kind === "requested") {
        setRequest({ at: Date.now() });
        // A member looking at another window hears of it too, if they allowed notifications.
        if (document.hidden && "Notification" in window && Notification.permission === "granted") {
          new Notification("A visitor is asking for a person", { tag: "person-request" });
        }
      }
      if (event.kind === "resync" || wantedRef.current(event)) reload();
    });
    // The browser reconnects by itself; until it has, visitors are not offered this member.
    source.addEventListener("error", () => setOnDuty(false));
    return () => {
      source.close();
      if (timer !== null) window.clearTimeout(timer);
    };
  }, []);

  return { onDuty, request, dismiss: () => setRequest(null) };
}
