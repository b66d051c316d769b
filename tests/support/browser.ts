import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

function assertChromiumInstalled() {
  if (!existsSync(chromePath)) {
    throw new Error(
      `Chromium not found at ${chromePath}: install it with \`apt-get install -y chromium\` (or set CHROME_PATH).`,
    );
  }
}

export function launchBrowser(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({
    executablePath: chromePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // Pages in tests live for seconds: V8's optimising compiler would cost their renderers
      // about a tenth of their CPU and never pay it back.
      "--js-flags=--no-opt",
    ],
  });
}

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface PageProblems {
  /** Console errors, uncaught exceptions and CSP violations seen by the page. */
  list: string[];
}

/**
 * Opens a page that records anything a visitor should never cause: console errors,
 * uncaught exceptions and Content-Security-Policy violations.
 */
export async function openPage(
  context: BrowserContext,
): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems: PageProblems = { list: [] };
  page.on("console", (message) => {
    if (message.type() === "error") problems.list.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.list.push(`exception: ${error.message}`));
  await page.exposeFunction("__reportCspViolation", (text: string) => problems.list.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(`csp: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return { page, problems };
}

/**
 * Waits until the page has hydrated: the root component marks it. Before that, a click follows a
 * link or submits a form the way it would without JavaScript, which is not what a test of the
 * dialogs means to drive. A page every visitor shares asks for its scripts only once the visitor
 * starts to use it (server/hydrate-on-interaction.ts), so this first does what a visitor's first
 * key press does, with a key that changes nothing on the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
