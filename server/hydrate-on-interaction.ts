/**
 * Rewrites a shared page so that a visitor who only reads it downloads no script at all. The page
 * paints from its own markup and inlined styles (see critical-css.ts), and its links and forms
 * work without JavaScript; what needs the client modules (about 108 kB over the wire, most of it
 * React and React Router) is the chat, the phone menu and the dialogs. After the rewrite:
 * - the `modulepreload` links leave the head, and React Router's inline module script gets an
 *   inert type; one script at the end of the body waits for the visitor's first sign of using the
 *   page, then preloads the modules and runs a copy of that script with the page's nonce.
 * - a click on a button that only scripts can serve (`type="button"`: the chat, the menu), made
 *   before the page has hydrated, is held back (the button marked busy meanwhile) and made again
 *   once it has, so it is not lost;
 *   and what the visitor typed, chose or ticked before then is handed to the page's state.
 * - the font is no longer preloaded: the first layout asks for it, and until it arrives the text
 *   is set in the size-matched fallback face, so the swap moves nothing.
 *
 * Both changes splice the text, leaving the rest byte for byte as rendered. React does not
 * compare a script's `type` when it hydrates, and it adds the preload links it renders back to
 * the head, so the document hydrates without a mismatch. A page without exactly one such module
 * script is returned unchanged.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const FONT_PRELOAD = /<link[^>]* rel="preload"[^>]* as="font"[^>]*\/>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module"( async="")?>/g;
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * What counts as starting to use the page: pressing, tapping or clicking anywhere, a key, focus
 * moving into the page (the first Tab, or a screen reader's cursor landing on a control), and a
 * pointer resting on a button, which gives the modules a head start before the click. Scrolling
 * and moving the mouse over text do not: reading needs no script.
 */
export const INTERACTION_EVENTS = [
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "click",
  "pointerover",
] as const;

/** Buttons with no meaning without scripts: a click on one before hydration is replayed. */
const SCRIPTED_BUTTON = 'button[type="button"]';

/**
 * The loader, sent as its own source text and run in the page. It listens in the capture phase
 * on the document, before React's own listeners there, so a held-back click never reaches a
 * half-hydrated tree and is carried out exactly once. The root component marks the end of
 * hydration (`data-hydrated`); a mutation observer sees it.
 */
function loader(
  modules: string[],
  events: readonly string[],
  deferredType: string,
  scriptedButton: string,
) {
  const nonce = (document.currentScript as HTMLScriptElement).nonce;
  const root = document.documentElement;
  const heldClicks: HTMLElement[] = [];
  // What the visitor types, chooses or ticks before hydration ends, recorded as it happens: by
  // the time the page has hydrated, React has already rendered the form again from its state,
  // which still holds the rendered values.
  const entered = new Map<HTMLInputElement, string | boolean>();
  let started = false;

  function start() {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = nonce;
      document.head.appendChild(link);
    }
    const inert = document.querySelector(`script[type="${deferredType}"]`);
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = inert?.textContent ?? "";
    document.body.appendChild(script);
  }

  function onUse(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>(scriptedButton);
    if (event.type === "pointerover" && !button) return;
    if (event.type === "click" && button) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!heldClicks.includes(button)) heldClicks.push(button);
      button.setAttribute("aria-busy", "true");
    }
    start();
  }

  function onEntry(event: Event) {
    const field = event.target as HTMLInputElement;
    if (!/^(INPUT|SELECT|TEXTAREA)$/.test(field.tagName)) return;
    const checkable = field.type === "checkbox" || field.type === "radio";
    entered.set(field, checkable ? field.checked : field.value);
  }

  // Each field is set back through its own setter (which React's change tracking watches),
  // forward through the prototype's, and announced, so React takes the value as typed.
  function handOver(field: HTMLInputElement, value: string | boolean) {
    if (!field.isConnected) return;
    if (field.tagName === "SELECT") {
      field.value = value as string;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (typeof value === "boolean") {
      // A radio button reports only being chosen; the one left is handed over by its group.
      if (field.type === "radio" && !value) return;
      field.checked = !value;
      field.click();
    } else {
      field.value = value === "" ? " " : "";
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }

  for (const type of events) document.addEventListener(type, onUse, true);
  for (const type of ["input", "change"]) document.addEventListener(type, onEntry, true);
  new MutationObserver((_, observer) => {
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    for (const type of events) document.removeEventListener(type, onUse, true);
    for (const type of ["input", "change"]) document.removeEventListener(type, onEntry, true);
    entered.forEach((value, field) => handOver(field, value));
    for (const button of heldClicks) {
      button.removeAttribute("aria-busy");
      if (button.isConnected) button.click();
    }
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

function loaderScript(nonceAttribute: string, modules: string[]): string {
  const values = [modules, INTERACTION_EVENTS, DEFERRED_MODULE_TYPE, SCRIPTED_BUTTON];
  // Escaped so that no value can close the script element early.
  const args = values.map((value) => JSON.stringify(value).replaceAll("<", "\\u003c"));
  return `<script${nonceAttribute}>(${loader.toString()})(${args.join(",")})</script>`;
}

export function hydrateOnInteraction(html: string): string {
  const [script, ...others] = html.matchAll(MODULE_SCRIPT);
  if (!script || others.length > 0 || !html.includes("</body>")) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1] ?? "");

  const inert = script[0].replace('type="module"', `type="${DEFERRED_MODULE_TYPE}"`);
  const spliced = html.slice(0, script.index) + inert + html.slice(script.index + script[0].length);
  const bodyEnd = spliced.lastIndexOf("</body>");
  return (
    spliced.slice(0, bodyEnd).replace(MODULE_PRELOAD, "").replace(FONT_PRELOAD, "") +
    loaderScript(script[1] ?? "", modules) +
    spliced.slice(bodyEnd)
  );
}
