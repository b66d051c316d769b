import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { PWNED_MARKER } from "./xss-payloads.ts";

/**
 * Answers the site gives on purpose to bad input (validation, unknown links); the browser logs
 * them as console errors, but they are the product working, not a problem.
 */
const expectedConsole = /^Failed to load resource: the server responded with a status of 40[0134]/;

/** A browser context that records every sign of injected markup or script, and of breakage. */
export interface WatchedContext {
  context: BrowserContext;
  /** Dialogs, CSP violations, console errors, uncaught exceptions and 5xx answers, in order. */
  problems: string[];
  /** Sends the next requests from another client address, so rate limits never interfere. */
  nextAddress(): Promise<void>;
  /** Records a problem for every open page whose payload marker got set. */
  checkMarker(): Promise<void>;
  close(): Promise<void>;
}

let addressCounter = 0;

/** 10.x.y.z addresses, unique across every context of the test process. */
function freshAddress(): string {
  addressCounter += 1;
  const n = addressCounter + 256;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function openWatchedContext(
  browser: Browser,
  baseURL: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<WatchedContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: { "x-forwarded-for": freshAddress() },
  });
  const problems: string[] = [];
  const where = (page: Page | null) => (page ? ` on ${page.url()}` : "");

  context.on("dialog", (dialog) => {
    problems.push(`dialog ${dialog.type()} "${dialog.message()}"${where(dialog.page())}`);
    void dialog.dismiss().catch(() => undefined);
  });
  context.on("console", (message) => {
    if (message.type() === "error" && !expectedConsole.test(message.text()))
      problems.push(`console: ${message.text()}${where(message.page())}`);
  });
  context.on("weberror", (error) =>
    problems.push(`exception: ${error.error().message}${where(error.page())}`),
  );
  context.on("response", (response) => {
    if (response.status() >= 500)
      problems.push(
        `HTTP ${response.status()} from ${response.request().method()} ${response.url()}`,
      );
  });
  await context.exposeBinding("__reportCspViolation", ({ page }, text: string) =>
    problems.push(`${text}${where(page)}`),
  );
  // Every frame reports its own violations, including email HTML shown with setContent.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      void report(
        `csp: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      );
    });
  });

  return {
    context,
    problems,
    nextAddress: () => context.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() }),
    async checkMarker() {
      for (const page of context.pages()) {
        for (const frame of page.frames()) {
          const set = await frame
            .evaluate((name) => name in window, PWNED_MARKER)
            .catch(() => false);
          if (set) problems.push(`marker ${PWNED_MARKER} set in ${frame.url()}`);
        }
      }
    },
    close: () => context.close(),
  };
}

/**
 * Runs the steps, then fails on anything the context recorded. The record is checked even when a
 * step failed first (a page broken by injected markup may never become interactive), as it
 * usually names the cause.
 */
export async function expectNoInjection(watched: WatchedContext, steps: () => Promise<void>) {
  let failure: unknown = null;
  try {
    await steps();
  } catch (error) {
    failure = error;
  }
  await watched.checkMarker();
  const problems = [...watched.problems];
  await watched.close();
  expect(problems).toEqual([]);
  if (failure) throw failure;
}
