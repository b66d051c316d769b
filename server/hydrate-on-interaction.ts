/**
 * Rewrites a shared page so that nothing it downloads competes with its first paint. The page
 * already paints from its own markup and inlined styles (see critical-css.ts); fetched at once,
 * the client modules (about 200 kB) and the web font (about 50 kB) share a phone's slow link
 * with the document, and a browser that finishes the modules first evaluates them before it
 * paints. After the rewrite:
 * - the `modulepreload` links leave the head, and React Router's inline module script gets an
 *   inert type; one script at the end of the body, once the page has painted, preloads the
 *   modules and runs a copy of that script with the page's nonce. Hydration starts a frame or
 *   two later, which no visitor notices: the page is readable, and its forms and links work without
 *   scripts. A hidden tab, which paints no frames, runs it at once.
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
 * The loader waits for the browser's own first-contentful-paint entry, which comes once the frame
 * is on screen; a callback after the next animation frame can run before that. A browser reports
 * no such entry for a page hidden before it painted, so a change of visibility, or three seconds
 * without the entry, starts the scripts too. A browser without paint timing goes one frame after
 * the next.
 */
function loaderScript(nonceAttribute: string, modules: string[]): string {
  const run = [
    "(function(){",
    "var n=document.currentScript.nonce,d=0,P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;",
    `var m=${JSON.stringify(modules).replaceAll("<", "\\u003c")};`,
    "function go(){if(d)return;d=1;",
    "m.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;l.nonce=n;document.head.appendChild(l)});",
    `var o=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');`,
    "var s=document.createElement('script');s.type='module';s.nonce=n;s.textContent=o.textContent;document.body.appendChild(s)}",
    "if(document.hidden)go();",
    "else if(t&&t.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});",
    "document.addEventListener('visibilitychange',go);setTimeout(go,3000)}",
    "else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})",
    "})()",
  ].join("");
  return `<script${nonceAttribute}>${run}</script>`;
}

export function loadAfterFirstPaint(html: string): string {
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
