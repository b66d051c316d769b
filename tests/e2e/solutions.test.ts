import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

const { visit } = setupBrowserSuite();

/** Distance of a section's top from the top of the viewport, in pixels. */
const topOf = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);

/** Samples window.scrollY every animation frame for a while after an action. */
async function scrollPositionsDuring(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { samples: number[] }).samples = samples;
    const sample = () => {
      samples.push(window.scrollY);
      if (samples.length < 40) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await action();
  await page.waitForFunction(
    () => (window as unknown as { samples: number[] }).samples.length >= 40,
  );
  return page.evaluate(() => (window as unknown as { samples: number[] }).samples);
}

describe("solutions page", () => {
  it("has the three sections, each with four key features and the quoted specifications", async () => {
    const page = await visit("/solutions");
    for (const id of ["ai-workforce", "no-code", "adaptive-cx"]) {
      const section = page.locator(`section#${id}`);
      expect(await section.getByRole("heading", { level: 4 }).count()).toBe(4);
      const specs = await section.getByRole("definition").allTextContents();
      expect(specs).toContain("99.9%");
      expect(specs).toContain("< 100 ms");
      expect(specs).toContain("GDPR & CCPA");
    }
    expect(await page.locator("section#adaptive-cx").textContent()).toContain("100+");
  });

  it("scrolls to the section named in the URL on first load", async () => {
    const page = await visit("/solutions#adaptive-cx");
    await expect.poll(() => topOf(page, "adaptive-cx")).toBeGreaterThanOrEqual(60);
    await expect.poll(() => topOf(page, "adaptive-cx")).toBeLessThanOrEqual(100);
  });

  it("scrolls smoothly to a section on in-page navigation", async () => {
    const page = await visit("/solutions");
    const positions = await scrollPositionsDuring(page, () =>
      page
        .getByRole("navigation", { name: "Solutions on this page" })
        .getByRole("link", { name: "No-Code Integration" })
        .click(),
    );
    const distinct = new Set(positions.filter((position) => position > 0));
    expect(distinct.size).toBeGreaterThan(2);
    await expect.poll(() => topOf(page, "no-code")).toBeLessThanOrEqual(100);
    expect(new URL(page.url()).hash).toBe("#no-code");
  });

  it("jumps without animation when the visitor prefers reduced motion", async () => {
    const page = await visit("/solutions", "desktop", { reducedMotion: "reduce" });
    const positions = await scrollPositionsDuring(page, () =>
      page
        .getByRole("navigation", { name: "Solutions on this page" })
        .getByRole("link", { name: "No-Code Integration" })
        .click(),
    );
    const moving = new Set(positions.filter((position) => position > 0));
    expect(moving.size).toBe(1);
  });

  it("scrolls to the section when a home page card is followed", async () => {
    const page = await visit("/");
    await page
      .getByRole("link", { name: /^Hyper-Personalized Experiences/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/solutions" && url.hash === "#adaptive-cx");
    await expect.poll(() => topOf(page, "adaptive-cx")).toBeLessThanOrEqual(100);
    await expect.poll(() => topOf(page, "adaptive-cx")).toBeGreaterThanOrEqual(60);
  });
});
