import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The visitor's time zone as their browser names it (IANA, e.g. "Europe/Paris"). Null while
 * rendering on the server and hydrating: the server cannot know it, so what it renders is what
 * the page shows first.
 */
export function useTimeZone(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}
