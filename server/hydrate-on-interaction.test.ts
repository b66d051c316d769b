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
    const loader =
      /<script nonce="STAND-IN">(\(function\(\)\{[^<]*)<\/script><\/body><\/html>$/.exec(html)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('["/assets/entry.js","/assets/root.js"]');
    expect(loader).toContain("document.currentScript.nonce");
    for (const event of INTERACTION_EVENTS) expect(loader).toContain(`"${event}"`);
    // The rest of the body is as rendered, and so is the script that came after the module's.
    expect(html).toContain(
      '<body><main><p>Text that paints first</p></main><script nonce="STAND-IN" type=',
    );
    expect(html).toContain('<script nonce="STAND-IN">window.context={}</script><script');
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
