import { describe, expect, it } from "vitest";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

const { visit } = setupBrowserSuite();

describe("home page", () => {
  it("has the hero with its three solution cards and the consultation call to action", async () => {
    const page = await visit("/");
    const hero = page.getByRole("region", {
      name: "Put AI to work for your business, from day one",
    });
    for (const [name, href] of [
      ["24/7 AI Workforce", "/solutions#ai-workforce"],
      ["No-Code Integration", "/solutions#no-code"],
      ["Hyper-Personalized Experiences", "/solutions#adaptive-cx"],
    ]) {
      expect(
        await hero.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href"),
      ).toBe(href);
    }
    expect(
      await hero
        .getByRole("link", { name: "Schedule Your Free Consultation" })
        .getAttribute("href"),
    ).toBe("/consultation");
  });

  it("shows each tailored solution with its success metric", async () => {
    const page = await visit("/");
    const section = page.getByRole("region", { name: "Tailored AI solutions" });
    const text = await section.textContent();
    expect(text).toContain("50%fewer support tickets");
    expect(text).toContain("40%more engagement");
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "24/7 AI Workforce",
      "No-Code Integration",
      "Hyper-Personalized Experiences",
    ]);
  });

  it("shows testimonials and a call to action in the innovators section", async () => {
    const page = await visit("/");
    const section = page.getByRole("region", {
      name: "Join the businesses already working smarter",
    });
    expect(await section.getByRole("figure").count()).toBe(3);
    expect(
      await section.getByRole("link", { name: "Book your free consultation" }).getAttribute("href"),
    ).toBe("/consultation");
  });

  it("walks through the four steps of how it works, with links onward", async () => {
    const page = await visit("/");
    const section = page.getByRole("region", { name: "From first call to measurable results" });
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Step 1: Consultation",
      "Step 2: Solution Design",
      "Step 3: Integration",
      "Step 4: Optimization",
    ]);
    await section.getByRole("link", { name: "See case studies" }).click();
    await page.waitForURL((url) => url.pathname === "/case-studies");
  });

  it("describes the company to search engines as an Organization", async () => {
    const page = await visit("/");
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(json ?? "{}")).toMatchObject({
      "@type": "Organization",
      name: "Kestrel AI Solutions, Inc.",
      address: { addressLocality: "Boston" },
    });
  });
});

describe("about page", () => {
  it("tells the story, the four values and the genesis", async () => {
    const page = await visit("/about");
    await page.getByRole("heading", { name: "Our story" }).waitFor();
    const values = page.getByRole("region", { name: "The values behind our work" });
    expect(await values.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Human-Centered AI",
      "Continuous Innovation",
      "Results-Driven",
      "Ethical AI",
    ]);
    const genesis = await page.getByRole("region", { name: "How we started" }).textContent();
    expect(genesis).toMatch(/2024\s*Founded in Boston/);
    expect(genesis).toMatch(/2025\s*First enterprise clients/);
  });
});
