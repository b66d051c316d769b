import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

const { visit } = setupBrowserSuite();

async function answer(page: Page, size: string, need: string, timeline: string) {
  await page.getByText(size, { exact: true }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText(need, { exact: true }).click();
  await page.getByText(timeline, { exact: true }).click();
}

/** The page's cumulative layout shift up to now, as the browser recorded it. */
function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries())
            total += (entry as unknown as { value: number }).value;
        });
        observer.observe({ type: "layout-shift", buffered: true });
        // Buffered entries arrive in the observer's next callback; two frames are enough.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
}

describe("get-started questionnaire", () => {
  it.each([
    ["As soon as possible", "/consultation"],
    ["In the next 1-3 months", "/solutions"],
    ["Just researching for now", "/case-studies"],
  ])("sends a visitor answering %j to %s after the message", async (timeline, destination) => {
    const page = await visit("/get-started");
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
    await answer(page, "Startup", "Automate routine work", timeline);
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("3");
    await page.getByRole("button", { name: "Find My Solution" }).click();
    await page.getByText("We've identified the best next step").waitFor();
    await page.waitForURL((url) => url.pathname === destination);
  });

  it("needs an answer before moving on, and Back returns a step", async () => {
    const page = await visit("/get-started", "phone");
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await page.getByText("Enterprise", { exact: true }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Understand my data", { exact: true }).click();
    expect(await page.getByRole("button", { name: "Find My Solution" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Back" }).click();
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("2");
    await page.getByRole("group", { name: "What do you need most?" }).waitFor();
  });

  it.each(["phone", "desktop"] as const)(
    "is laid out as step one from the first paint on a %s, so nothing moves on hydration",
    async (viewport) => {
      const page = await visit("/get-started", viewport);
      expect(await layoutShiftSoFar(page)).toBe(0);
    },
  );

  it("works without JavaScript", async () => {
    const page = await visit("/get-started", "desktop", { javaScriptEnabled: false });
    await page.getByText("Small or medium business", { exact: true }).click();
    await page.getByText("Build AI without code", { exact: true }).click();
    await page.getByText("In the next 1-3 months", { exact: true }).click();
    await page.getByRole("button", { name: "Find My Solution" }).click();
    await page.waitForURL((url) => url.pathname === "/solutions");
  });
});
