import { describe, expect, it } from "vitest";
import {
  DEFERRED_MODULE_TYPE,
  hydrateOnInteraction,
  INTERACTION_EVENTS,
} from "./hydrate-on-interaction.ts";

const moduleScript =
  'import * as route0 from "/assets/root.js";\nwindow.__modules = {root: route0};\nimport("/assets/entry.js");';

const page = (
  scripts = `<script nonce="STAND-IN" type="module" async="">${moduleScript}</script>`,
) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link nonce="STAND-IN" rel="preload" href="/assets/face.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>` +
  `<link nonce="STAND-IN" rel="icon" href="/favicon.svg" type="image/svg+xml"/>` +
  `<link rel="modulepreload" href="/assets/entry.js" nonce="STAND-IN"/>` +
  `<link rel="modulepreload" href="/assets/root.js" nonce="STAND-IN"/>` +
  `</head><body><main><p>Text that paints first</p></main>${scripts}` +
  `<script nonce="STAND-IN">window.context={}</script></body></html>`;

describe("loading a shared page's scripts when the visitor starts to use it", () => {
  it("takes the module and font preloads out of the head and keeps every other link", () => {
    const html = hydrateOnInteraction(page());
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).not.toContain('as="font"');
    expect(head).toContain(
      '<link nonce="STAND-IN" rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
    );
  });

  it("keeps React Router's module script in place, inert and unchanged inside", () => {
    const html = hydrateOnInteraction(page());
    expect(html).toContain(
      `<script nonce="STAND-IN" type="${DEFERRED_MODULE_TYPE}" async="">${moduleScript}</script>`,
    );
    expect(html).not.toContain('type="module"');
  });

  it("ends the body with one loader carrying the page's nonce and the modules to preload", () => {
    const html = hydrateOnInteraction(page());
    const last = html.slice(html.lastIndexOf("<script"));
    const loader = /^<script nonce="STAND-IN">(.*)<\/script><\/body><\/html>$/s.exec(last)?.[1];
    expect(loader).toBeDefined();
    // It is a script a browser can run: one call of the loader with the page's own values.
    expect(() => new Function(loader!)).not.toThrow();
    expect(loader).toContain('["/assets/entry.js","/assets/root.js"]');
    expect(loader).toContain("document.currentScript");
    for (const event of INTERACTION_EVENTS) expect(loader).toContain(`"${event}"`);
    // The rest of the body is as rendered, and so is the script that came after the module's.
    expect(html).toContain(
      '<body><main><p>Text that paints first</p></main><script nonce="STAND-IN" type=',
    );
    expect(html).toContain('<script nonce="STAND-IN">window.context={}</script><script');
  });

  it("escapes the values it writes into the loader, so none can close the script", () => {
    const hostile = page().replace('/assets/root.js"', '/assets/</script><script>alert(1)//"');
    const html = hydrateOnInteraction(hostile);
    expect(html).toContain("\\u003c/script>\\u003cscript>alert(1)");
    expect(html.match(/<script>alert/g)).toBeNull();
  });

  it("returns a page without exactly one module script as it was", () => {
    const without = page("");
    expect(hydrateOnInteraction(without)).toBe(without);
    const twice = page(
      `<script type="module">${moduleScript}</script><script type="module">${moduleScript}</script>`,
    );
    expect(hydrateOnInteraction(twice)).toBe(twice);
  });
});
