import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import {
  launchBrowser,
  openPage,
  viewports,
  waitForHydration,
  type PageProblems,
} from "./browser.ts";

/** A browser tab of the file's pool: its context's settings, and what it saw go wrong. */
interface Tab {
  key: string;
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/**
 * Registers hooks for a file of browser tests: one Chromium per file, and a check after each
 * test that its pages logged no error and broke no CSP rule.
 *
 * Each visit gets a tab of its own, with no cookies. A tab a test has finished with is cleared
 * (cookies, routes, dialog handlers) and parked on a static file, which unloads the page and
 * closes its sockets, then serves a later visit with the same context settings: Chromium spent
 * 1.3 s of CPU on a visit in a new context and 0.3 s in a kept tab, which keeps its renderer
 * process (docs/benchmarks/browser-visit.md).
 */
export function setupBrowserSuite({ baseUrl: customBaseUrl }: { baseUrl?: () => string } = {}) {
  const sharedBaseUrl = inject("baseUrl");
  const baseUrlNow = () => customBaseUrl?.() ?? sharedBaseUrl;
  let browser: Browser;
  const inUse: Tab[] = [];
  const parked: Tab[] = [];
  let expected: RegExp[] = [];

  /** Readies a tab for the next test, or closes it when that fails (its server has stopped). */
  async function park(tab: Tab): Promise<void> {
    try {
      if (tab.page.isClosed()) throw new Error("closed by the test");
      await tab.page.unrouteAll({ behavior: "ignoreErrors" });
      await tab.context.unrouteAll({ behavior: "ignoreErrors" });
      tab.page.removeAllListeners("dialog");
      tab.context.removeAllListeners("dialog");
      await tab.context.clearCookies();
      const here = new URL(tab.page.url());
      if (here.protocol.startsWith("http")) await tab.page.goto(`${here.origin}/robots.txt`);
      parked.push(tab);
    } catch {
      await tab.context.close().catch(() => {});
    }
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    const problems = inUse
      .flatMap((tab) => tab.problems.list)
      .filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    expected = [];
    for (const tab of inUse.splice(0)) await park(tab);
    expect(problems).toEqual([]);
  });

  async function openTab(options: {
    javaScriptEnabled: boolean;
    timezoneId: string;
  }): Promise<Tab> {
    const baseURL = baseUrlNow();
    const key = JSON.stringify([baseURL, options.javaScriptEnabled, options.timezoneId]);
    const index = parked.findIndex((tab) => tab.key === key);
    if (index >= 0) {
      const [tab] = parked.splice(index, 1);
      tab!.problems.list.length = 0;
      return tab!;
    }
    const context = await browser.newContext({ baseURL, ...options });
    return { key, context, ...(await openPage(context)) };
  }

  return {
    baseUrl: sharedBaseUrl,
    /** Lets the current test see a problem it provokes on purpose, such as a 404 status. */
    expectProblem(pattern: RegExp) {
      expected.push(pattern);
    },
    async visit(
      path: string,
      viewport: keyof typeof viewports = "desktop",
      options: {
        reducedMotion?: "reduce" | "no-preference";
        javaScriptEnabled?: boolean;
        timezoneId?: string;
        /** Leave a shared page as a visitor who has not yet touched it finds it. */
        hydrate?: boolean;
        /** Cookies to start with, such as a session signed in over HTTP. */
        cookies?: { name: string; value: string }[];
      } = {},
    ): Promise<Page> {
      const tab = await openTab({
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // The business's own zone unless a test names another, so that the times a page shows
        // do not depend on the zone of the machine running the tests.
        timezoneId: options.timezoneId ?? "America/New_York",
      });
      inUse.push(tab);
      const { page } = tab;
      await page.setViewportSize(viewports[viewport]);
      await page.emulateMedia({ reducedMotion: options.reducedMotion ?? "no-preference" });
      if (options.cookies) {
        const url = baseUrlNow();
        await tab.context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url })));
      }
      await page.goto(path);
      // Interactions before hydration would be lost; the root component marks when it is done.
      if (options.javaScriptEnabled !== false && options.hydrate !== false) {
        await waitForHydration(page);
      }
      return page;
    },
  };
}
