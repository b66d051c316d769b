import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, waitForHydration } from "#tests/support/browser.ts";
import { linksCarrying } from "#tests/support/injection-requests.ts";
import { openWatchedContext } from "#tests/support/injection-watch.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { batches, classicPayloads } from "#tests/support/xss-payloads.ts";

let server: RunningServer;
let browser: Browser;

describe("injection through the query parameters of email links", () => {
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "true" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("opens every link page with each classic payload in its parameters", async () => {
    const watched = await openWatchedContext(browser, server.url);
    const page = await watched.context.newPage();
    const groups = batches(classicPayloads, 200, " ").map((group) => group.join(" "));
    for (const value of groups) {
      for (const link of linksCarrying(value)) {
        await watched.nextAddress();
        await page.goto(link);
        await waitForHydration(page);
        // Pages that act on their link by themselves (verify, unsubscribe) answer first.
        if (/^\/(welcome\?mode=verifyEmail|unsubscribe)/.test(link))
          await page.getByRole("alert").or(page.getByRole("status")).first().waitFor();
      }
    }
    console.log(
      `Query parameter pass in the browser: ${classicPayloads.length} payloads × ${linksCarrying("").length} links`,
    );
    await watched.checkMarker();
    const problems = [...watched.problems];
    await watched.close();
    expect(problems).toEqual([]);
    // Dozens of page loads in one test: beside another browser file on two cores it can take
    // three times as long as alone (22 s).
  }, 180_000);
});
