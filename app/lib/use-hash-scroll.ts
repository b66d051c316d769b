import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "./reveal.ts";

/**
 * Smoothly scrolls to the element named by the URL hash, on first load and on every in-page
 * navigation, and jumps instantly when the visitor prefers reduced motion.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  }, [hash, key]);
}
