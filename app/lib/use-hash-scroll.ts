import { useEffect } from "react";
import { useLocation } from "react-router";

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
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  }, [hash, key]);
}
