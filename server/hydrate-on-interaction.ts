/**
 * Rewrites a shared page so that a visitor who only reads it downloads no script at all. The page
 * paints from its own markup and inlined styles (see critical-css.ts), and its links and forms
 * work without JavaScript; what needs the client modules (about 108 kB over the wire, most of it
 * React and React Router) is the chat, the phone menu and the dialogs. After the rewrite:
 * - the `modulepreload` links leave the head, and React Router's inline module script gets an
 *   inert type; one script at the end of the body waits for the visitor's first sign of using the
 *   page, then preloads the modules and runs a copy of that script with the page's nonce.
 * - a click on a button that only scripts can serve (`type="button"`: the chat, the menu), made
 *   before the page has hydrated, is held back and made again once it has, so it is not lost;
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
 * The loader listens in the capture phase on the document, before React's own listeners there,
 * so a held-back click never reaches a half-hydrated tree and is carried out exactly once. The
 * root component marks the end of hydration (`data-hydrated`); a mutation observer sees it.
 */
function loaderScript(nonceAttribute: string, modules: string[]): string {
  const run = [
    "(function(){",
    "var n=document.currentScript.nonce,r=document.documentElement,d=0,q=[];",
    `var m=${JSON.stringify(modules).replaceAll("<", "\\u003c")},E=${JSON.stringify(INTERACTION_EVENTS)};`,
    "function go(){if(d)return;d=1;",
    "m.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;l.nonce=n;document.head.appendChild(l)});",
    `var o=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');`,
    "var s=document.createElement('script');s.type='module';s.nonce=n;s.textContent=o.textContent;document.body.appendChild(s)}",
    `function b(e){return e.target&&e.target.closest?e.target.closest('${SCRIPTED_BUTTON}'):null}`,
    "function on(e){var t=b(e);if(e.type==='pointerover'&&!t)return;",
    "if(e.type==='click'&&t){e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)===-1)q.push(t)}go()}",
    // What the visitor types, chooses or ticks before hydration ends is recorded as it happens:
    // by the time the page has hydrated, React has already rendered the form again from its
    // state, which still holds the rendered values. Each field is then set back through its own
    // setter (which React's change tracking watches), forward through the prototype's, and
    // announced, so React takes it as typed.
    "var c=[],F=/^(INPUT|SELECT|TEXTAREA)$/;",
    "function rec(e){var t=e.target,i;if(!t||!F.test(t.tagName))return;",
    "var v=t.type==='checkbox'||t.type==='radio'?t.checked:t.value;",
    "for(i=0;i!==c.length;i++)if(c[i][0]===t){c[i][1]=v;return}c.push([t,v])}",
    "function f(){c.forEach(function(x){var e=x[0],v=x[1];if(!e.isConnected)return;",
    "if(e.tagName==='SELECT'){e.value=v;e.dispatchEvent(new Event('change',{bubbles:true}))}",
    "else if(e.type==='checkbox'||(e.type==='radio'&&v)){e.checked=!v;e.click()}",
    "else if(e.type!=='radio'){e.value=v===''?' ':'';Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e),'value').set.call(e,v);e.dispatchEvent(new Event('input',{bubbles:true}))}})}",
    "['input','change'].forEach(function(t){document.addEventListener(t,rec,true)});",
    "E.forEach(function(t){document.addEventListener(t,on,true)});",
    "new MutationObserver(function(x,w){if(r.dataset.hydrated!=='true')return;w.disconnect();",
    "E.forEach(function(t){document.removeEventListener(t,on,true)});",
    "['input','change'].forEach(function(t){document.removeEventListener(t,rec,true)});f();",
    "q.forEach(function(t){if(t.isConnected)t.click()})}).observe(r,{attributes:true,attributeFilter:['data-hydrated']})",
    "})()",
  ].join("");
  return `<script${nonceAttribute}>${run}</script>`;
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
