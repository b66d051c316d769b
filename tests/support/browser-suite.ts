import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import {
  launchBrowser,
  openPage,
  viewports,
  waitForHydration,
  type PageProblems,
} from "./browser.ts";

/**
 * Registers hooks for a file of browser tests: one Chromium per file, a fresh context per
 * page, and a check after each test that the page logged no error and broke no CSP rule.
 */
export function setupBrowserSuite({ baseUrl: customBaseUrl }: { baseUrl?: () => string } = {}) {
  const sharedBaseUrl = inject("baseUrl");
  const baseUrlNow = () => customBaseUrl?.() ?? sharedBaseUrl;
  let browser: Browser;
  const opened: { context: BrowserContext; problems: PageProblems }[] = [];
  let expected: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    const problems = opened
      .flatMap((entry) => entry.problems.list)
      .filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    expected = [];
    await Promise.all(opened.splice(0).map((entry) => entry.context.close()));
    expect(problems).toEqual([]);
  });

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
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: viewports[viewport],
        baseURL: baseUrlNow(),
        reducedMotion: options.reducedMotion ?? "no-preference",
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // The business's own zone unless a test names another, so that the times a page shows
        // do not depend on the zone of the machine running the tests.
        timezoneId: options.timezoneId ?? "America/New_York",
      });
      const { page, problems } = await openPage(context);
      opened.push({ context, problems });
      await page.goto(path);
      // Interactions before hydration would be lost; the root component marks when it is done.
      if (options.javaScriptEnabled !== false && options.hydrate !== false) {
        await waitForHydration(page);
      }
      return page;
    },
  };
}
