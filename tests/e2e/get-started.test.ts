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

  it("works without JavaScript", async () => {
    const page = await visit("/get-started", "desktop", { javaScriptEnabled: false });
    await page.getByText("Small or medium business", { exact: true }).click();
    await page.getByText("Build AI without code", { exact: true }).click();
    await page.getByText("In the next 1-3 months", { exact: true }).click();
    await page.getByRole("button", { name: "Find My Solution" }).click();
    await page.waitForURL((url) => url.pathname === "/solutions");
  });
});
