import { useCallback } from "react";

/** Smooth scrolling, unless the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
}

/**
 * A ref for a message that answers the visitor's action (a form's confirmation): once it is
 * shown, focus moves to it, so that a screen reader reads it, and it scrolls into view. The
 * page's scroll padding (app.css) keeps it clear of the sticky header and the chat button.
 * `block` says where it lands: "start" for one that replaces what was there, "nearest" for one
 * that joins the form.
 */
export function useReveal<Element extends HTMLElement>(block: ScrollLogicalPosition) {
  return useCallback(
    (element: Element | null) => {
      if (!element) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block, behavior: scrollBehavior() });
    },
    [block],
  );
}
