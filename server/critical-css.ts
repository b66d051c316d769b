import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { compileSheet, type CompiledSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";
import type { Logger } from "./logger.ts";

type Processor = ReturnType<typeof createProcessor>;

/**
 * Beasties' compiler (0.5.4) ends every at-rule it keeps whole with a semicolon, which after a
 * block (`@property --x{…};`) turns the next rule into a parse error: browsers dropped every
 * Tailwind `@property` rule but the first, and with them the initial values the shadows need.
 */
function withoutSemicolonsAfterBlocks(sheet: CompiledSheet): CompiledSheet {
  for (const rule of sheet.rules) if (rule.css?.endsWith("};")) rule.css = rule.css.slice(0, -1);
  return sheet;
}

/**
 * Rewrites a rendered page so that its first paint needs no stylesheet download: the rules of
 * the site's stylesheet that the page's own markup uses (its font faces included) go into a
 * `<style>` in the head, and the full stylesheet is still fetched but no longer blocks
 * rendering. It arrives with `media="print"`, and one script at the end of the body, carrying
 * `nonce`, turns it on for every medium; an inline `onload` would be refused by the
 * Content-Security-Policy. A `<noscript>` copy of the link serves browsers without scripts.
 *
 * The link stays where React Router rendered it, so hydration still finds it in the head: moved
 * to the end of the body, it made React report a mismatch and render the whole document again.
 * React does not compare a link's `media` when it hydrates. The rest of the page is left byte for
 * byte as rendered: Beasties' runtime splices into the text instead of re-serialising a DOM.
 *
 * The built stylesheets are compiled once, on the first page. A page that cannot be processed
 * is returned unchanged, with a warning: it then only paints later, as before.
 */
export function createCriticalCss(clientDir: string, logger: Logger) {
  const log = (message: string) => logger.warn(`Critical CSS: ${message}`);
  let processor: Promise<Processor> | undefined;

  async function compile(): Promise<Processor> {
    const assets = path.join(clientDir, "assets");
    const names = (await readdir(assets)).filter((name) => name.endsWith(".css"));
    const sheets = await Promise.all(
      names.map(async (name) =>
        withoutSemicolonsAfterBlocks(
          compileSheet(await readFile(path.join(assets, name), "utf8"), {
            href: `/assets/${name}`,
            // Beasties strips pseudo-classes before it matches a selector, and with them the
            // whole of one that starts with `:where(`: Tailwind's space-y and divide-y rules.
            allowRules: [/^:where\(/],
          }),
        ),
      ),
    );
    return createProcessor(sheets, {
      preload: "media-script",
      inlineFonts: true,
      // The root route already preloads the Latin face of Inter, the one the pages' text needs.
      preloadFonts: false,
      logger: { warn: log },
    });
  }

  return async function inlineCriticalCss(html: string, nonce: string): Promise<string> {
    try {
      processor ??= compile();
      return (await processor).process(html, { nonce });
    } catch (error) {
      log(error instanceof Error ? error.message : String(error));
      return html;
    }
  };
}
