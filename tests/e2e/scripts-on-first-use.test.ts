import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedCachePaths } from "#app/content/pages.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { waitForHydration } from "#tests/support/browser.ts";

const { visit } = setupBrowserSuite();

/** When the page first painted text, and when each script was asked for. */
function paintAndDownloads(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const downloads = performance
      .getEntriesByType("resource")
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { paint, downloads };
  });
}

describe("the first paint of a page every visitor shares", () => {
  it.each(sharedCachePaths)(
    "%s paints before it asks for a script, then hydrates without a mismatch",
    async (path) => {
      // `visit` waits for hydration, and the suite fails the test on any console error, a
      // hydration mismatch among them.
      const page = await visit(path, "phone");
      const { paint, downloads } = await paintAndDownloads(page);
      expect(paint).toBeGreaterThan(0);
      expect(downloads.length).toBeGreaterThan(3);
      for (const download of downloads)
        expect(download.startTime, download.url).toBeGreaterThanOrEqual(paint!);
    },
  );

  it("still hydrates when the browser never reports the first paint (a tab hidden before it)", async () => {
    const page = await visit("/contact", "phone");
    await page.addInitScript(() => {
      class SilentObserver {
        static supportedEntryTypes = ["paint"];
        observe() {}
        disconnect() {}
      }
      Object.defineProperty(window, "PerformanceObserver", { value: SilentObserver });
    });
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Chat with Kestrel AI" }).click();
    await page.getByPlaceholder(/Type your message/).waitFor();
  });
});
