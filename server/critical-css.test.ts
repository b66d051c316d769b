import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "./logger.ts";
import { createCriticalCss } from "./critical-css.ts";

const stylesheet = `
@property --ring{syntax:"*";inherits:false;initial-value:0 0 #0000}
@property --shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}
@font-face{font-family:Face;src:url(/assets/face-latin.woff2)format("woff2");unicode-range:U+0000-00FF}
@font-face{font-family:Face;src:url(/assets/face-greek.woff2)format("woff2");unicode-range:U+0370-03FF}
body{font-family:Face,sans-serif}
.used{color:red}
.unused{color:blue}
:where(.stack>:not(:last-child)){margin-block-end:1rem}
`;

const page = (href: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link nonce="STAND-IN" rel="stylesheet" href="${href}"/></head>` +
  `<body><div class="stack"><p class="used">Plain Latin text</p><p>More</p></div>` +
  `<script nonce="STAND-IN">window.started=1</script></body></html>`;

function recordingLogger() {
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message) } as unknown as Logger;
  return { logger, warnings };
}

let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), "critical-css-"));
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(path.join(clientDir, "assets", "site.css"), stylesheet);
});

afterAll(() => rm(clientDir, { recursive: true, force: true }));

describe("critical CSS of a cached page", () => {
  it("inlines only the rules and the font face the page uses", async () => {
    const { logger, warnings } = recordingLogger();
    const html = await createCriticalCss(clientDir, logger)(page("/assets/site.css"), "STAND-IN");
    const inlined = /<style[^>]*>(.*?)<\/style>/s.exec(html)?.[1] ?? "";
    expect(inlined).toContain(".used{color:red}");
    expect(inlined).not.toContain(".unused");
    // Tailwind's space-y and divide-y rules, which Beasties alone would leave out.
    expect(inlined).toContain(":where(.stack>:not(:last-child)){margin-block-end:1rem}");
    // Both at-rules, and nothing after their blocks that would make the next rule invalid.
    expect(inlined).toContain(
      '@property --ring{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --shadow{',
    );
    expect(inlined).not.toContain("};");
    expect(inlined).toContain("face-latin.woff2");
    expect(inlined).not.toContain("face-greek.woff2");
    expect(warnings).toEqual([]);
  });

  it("defers the stylesheet where it stands, turned on by a script with the page's nonce", async () => {
    const { logger } = recordingLogger();
    const rendered = page("/assets/site.css");
    const html = await createCriticalCss(clientDir, logger)(rendered, "STAND-IN");
    // The head must still hold the link for hydration: only its media changes.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      '<link nonce="STAND-IN" rel="stylesheet" href="/assets/site.css" media="print" data-beasties-media="all"/>',
    );
    expect(head).toContain(
      '<noscript><link nonce="STAND-IN" rel="stylesheet" href="/assets/site.css"/></noscript>',
    );
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script).toContain('nonce="STAND-IN"');
    expect(html).toMatch(
      /<script nonce="STAND-IN">[^<]*data-beasties-media[^<]*<\/script><\/body>/,
    );
    expect(html).not.toMatch(/\son[a-z]+=/i);
    // Everything else is the page as rendered, down to its self-closing tags.
    expect(rendered).toContain(html.slice(html.indexOf("<body>"), html.indexOf("<script")));
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>')).toBe(
      true,
    );
  });

  it("leaves the link as it was, with a warning, when the stylesheet is not in the build", async () => {
    const { logger, warnings } = recordingLogger();
    const rendered = page("/assets/missing.css");
    expect(await createCriticalCss(clientDir, logger)(rendered, "STAND-IN")).toBe(rendered);
    expect(warnings.join("\n")).toMatch(/^Critical CSS: .*\/assets\/missing\.css/);
  });

  it("serves the page as rendered when the build's stylesheets cannot be read", async () => {
    const { logger, warnings } = recordingLogger();
    const rendered = page("/assets/site.css");
    const inline = createCriticalCss(path.join(clientDir, "no-such-dir"), logger);
    expect(await inline(rendered, "STAND-IN")).toBe(rendered);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Critical CSS: ENOENT/);
  });
});
