import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedCachePaths } from "#app/content/pages.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { waitForHydration } from "#tests/support/browser.ts";

const { visit } = setupBrowserSuite();

/** When the page first painted text, and when each script was asked for. */
function paintAndDownloads(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const downloads = performance
      .getEntriesByType("resource")
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { paint, downloads };
  });
}

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");

describe("the scripts of a page every visitor shares", () => {
  it.each(sharedCachePaths)(
    "%s paints and asks for no script while it is only read, then hydrates when used",
    async (path) => {
      const page = await visit(path, "phone", { hydrate: false });
      await page.mouse.wheel(0, 600);
      await page.waitForLoadState("networkidle");
      const read = await paintAndDownloads(page);
      expect(read.paint).toBeGreaterThan(0);
      expect(read.downloads).toEqual([]);

      // The suite fails the test on any console error, a hydration mismatch among them.
      await waitForHydration(page);
      const used = await paintAndDownloads(page);
      expect(used.downloads.length).toBeGreaterThan(3);
    },
  );

  it("opens the phone menu tapped before the page has hydrated, once it has", async () => {
    const page = await visit("/about", "phone", { hydrate: false });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect
      .poll(() => page.getByRole("navigation", { name: "Mobile" }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Close menu" }).count()).toBe(1);
  });

  it("opens the chat clicked before the page has hydrated, once and only once", async () => {
    const page = await visit("/contact", "desktop", { hydrate: false });
    // The page's entry script is held until the test has seen the button wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const launcher = page.getByRole("button", { name: "Chat with Kestrel AI" });
    await launcher.click();
    await expect.poll(() => launcher.getAttribute("aria-busy")).toBe("true");
    release();
    await page.getByPlaceholder(/Type your message/).waitFor();
    expect(await launcher.getAttribute("aria-expanded")).toBe("true");
    expect(await launcher.getAttribute("aria-busy")).toBeNull();
  });

  it("keeps the message a visitor wrote before the page hydrated, and sends it", async () => {
    const page = await visit("/contact", "phone", { hydrate: false });
    const form = page.getByRole("region", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Name" }).fill("Annie Easley");
    await form.getByRole("textbox", { name: "Email" }).fill("annie@example.com");
    await form.getByRole("textbox", { name: "Company" }).fill("Langley Labs");
    await form.getByRole("textbox", { name: "Message" }).fill("Can an agent read our invoices?");
    await expect.poll(() => hydrated(page)).toBe(true);
    await form.getByRole("button", { name: "Send Message" }).click();
    await form
      .getByRole("status")
      .filter({ hasText: "Thank you! Your message has been sent." })
      .waitFor();
  });

  it("keeps the answer a visitor chose before the page hydrated", async () => {
    const page = await visit("/get-started", "phone", { hydrate: false });
    await page.getByText("Startup", { exact: true }).click();
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("group", { name: "What do you need most?" }).waitFor();
  });

  it("keeps what a visitor typed and chose before the page hydrated", async () => {
    const page = await visit("/consultation", "desktop", { hydrate: false });
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Name", exact: true }).fill("Katherine Johnson");
    await main.getByRole("textbox", { name: "Email", exact: true }).fill("katherine@example.com");
    await page
      .getByRole("combobox", { name: "What do you need? (required)" })
      .selectOption("No-Code AI");
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: "Lack of internal expertise" }).waitFor();
  });
});
