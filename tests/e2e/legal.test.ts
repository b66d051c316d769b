import { describe, expect, it } from "vitest";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

const { visit } = setupBrowserSuite();

describe.each([
  {
    path: "/privacy",
    title: "Privacy Policy",
    sections: [
      /data we collect/i,
      /how we use/i,
      /legal bases/i,
      /international data transfers/i,
      /changes/i,
      /contact/i,
    ],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    sections: [
      /scope/i,
      /accounts/i,
      /acceptable use/i,
      /ai output/i,
      /termination/i,
      /governing law/i,
      /changes/i,
      /contact/i,
    ],
  },
])("$title", ({ path, title, sections }) => {
  it("is dated March 29, 2025 and has every required section in its contents", async () => {
    const page = await visit(path);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.locator("main").textContent()).toContain("Last updated March 29, 2025");
    const contents = await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link")
      .allTextContents();
    for (const section of sections)
      expect(contents.some((entry) => section.test(entry))).toBe(true);
  });

  it("links each contents entry to its section", async () => {
    const page = await visit(path);
    const links = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    const last = links.last();
    const target = (await last.getAttribute("href"))!.slice(1);
    await last.click();
    await expect
      .poll(() =>
        page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, target),
      )
      .toBeLessThan(200);
  });
});

it("names Massachusetts as the governing law", async () => {
  const page = await visit("/terms");
  expect(await page.locator("main").textContent()).toMatch(/Commonwealth of Massachusetts/);
});
