import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

const { visit } = setupBrowserSuite();

const letsTalk = (page: Page) => page.getByRole("link", { name: "Let's Talk" });

async function scrollToDistanceFromBottom(page: Page, distance: number) {
  await page.evaluate((gap) => {
    document.documentElement.style.scrollBehavior = "auto";
    window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - gap);
  }, distance);
}

describe("case studies page", () => {
  it("stacks five complete case studies, one with a white paper", async () => {
    const page = await visit("/case-studies");
    const sections = page.locator("main section[id]");
    expect(await sections.count()).toBe(5);
    for (let index = 0; index < 5; index += 1) {
      const section = sections.nth(index);
      expect(await section.getByRole("heading", { name: "The challenge" }).count()).toBe(1);
      expect(await section.getByRole("heading", { name: "Our approach" }).count()).toBe(1);
      expect(await section.getByRole("term").count()).toBe(3);
      expect(await section.getByRole("figure").locator("figcaption").count()).toBe(1);
      expect(await section.locator("img").getAttribute("width")).toBe("1600");
    }
    expect(await page.getByRole("link", { name: /Request the white paper/ }).count()).toBe(1);
  });

  it("has side dots that jump to a section and mark the one in view", async () => {
    const page = await visit("/case-studies");
    const dots = page.getByRole("navigation", { name: "Case studies" }).getByRole("link");
    expect(await dots.count()).toBe(5);

    await dots.nth(2).click();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#.+/);
    const targetId = new URL(page.url()).hash.slice(1);
    await expect.poll(() => dots.nth(2).getAttribute("aria-current")).toBe("location");
    expect(await dots.nth(0).getAttribute("aria-current")).toBeNull();
    await expect
      .poll(() =>
        page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, targetId),
      )
      .toBeLessThanOrEqual(100);
  });

  it("shows the floating Let's Talk link only within 200 px of the page bottom", async () => {
    const page = await visit("/case-studies");
    expect(await letsTalk(page).count()).toBe(0);

    await scrollToDistanceFromBottom(page, 260);
    await page.waitForTimeout(100);
    expect(await letsTalk(page).count()).toBe(0);

    await scrollToDistanceFromBottom(page, 150);
    await letsTalk(page).waitFor();
    expect(await letsTalk(page).getAttribute("href")).toBe("/consultation");

    await scrollToDistanceFromBottom(page, 1000);
    await letsTalk(page).waitFor({ state: "detached" });
  });
});
