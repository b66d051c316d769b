import { describe, expect, it } from "vitest";
import { footerNav, primaryNav } from "#app/content/site.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

const { visit, expectProblem } = setupBrowserSuite();

describe("header", () => {
  it("links to every main page and marks the current one", async () => {
    const page = await visit("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // From home through the others and back, so that every click leaves the page it is on.
    for (const { label, to } of [...primaryNav.slice(1), ...primaryNav.slice(0, 1)]) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === to);
      await expect
        .poll(() =>
          nav.getByRole("link", { name: label, exact: true }).getAttribute("aria-current"),
        )
        .toBe("page");
    }
  });

  it("stays at the top of the viewport while the page scrolls", async () => {
    const page = await visit("/");
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 0);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
  });

  it("offers a skip link to the main content", async () => {
    const page = await visit("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe("sign-in dialog", () => {
  it("opens from Sign In and closes with Escape, returning focus", async () => {
    const page = await visit("/");
    const signIn = page.getByRole("link", { name: "Sign In" });
    await signIn.click();
    const dialog = page.getByRole("dialog", { name: "Welcome Back" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await signIn.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("opens in the forgot-password view from ?forgotPassword=true and forgets it when closed", async () => {
    const page = await visit("/about?forgotPassword=true");
    const dialog = page.getByRole("dialog", { name: "Reset Password" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).pathname).toBe("/about");
  });
});

describe("mobile menu", () => {
  it("toggles, navigates and closes on route change", async () => {
    const page = await visit("/", "phone");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    expect(
      await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
    ).toBe("true");

    await menu.getByRole("link", { name: "About" }).click();
    await page.waitForURL((url) => url.pathname === "/about");
    await menu.waitFor({ state: "detached" });
    expect(
      await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    ).toBe("false");
  });

  it("closes with Escape, and Sign In stays one tap away in the header", async () => {
    const page = await visit("/", "phone");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "detached" });

    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await page.getByRole("dialog", { name: "Welcome Back" }).waitFor();
  });
});

describe("navigation", () => {
  it("returns to the top of the page on each route change", async () => {
    const page = await visit("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Philosophy" }).click();
    await page.waitForURL((url) => url.pathname === "/about");
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it("redirects /ai to the home page", async () => {
    const page = await visit("/ai");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
  });

  it("shows a helpful 404 page inside the layout for unknown routes", async () => {
    expectProblem(/status of 404/);
    const page = await visit("/definitely/not/here");
    await page.getByRole("heading", { name: "We couldn't find that page" }).waitFor();
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});

describe("footer", () => {
  it("has every link, the support contact and the copyright year", async () => {
    const page = await visit("/");
    const footer = page.getByRole("contentinfo");
    for (const { label, to } of footerNav.flatMap((group) => group.links)) {
      expect(
        await footer.getByRole("link", { name: label, exact: true }).getAttribute("href"),
      ).toBe(to);
    }
    expect(await footer.getByRole("link", { name: /^support@/ }).getAttribute("href")).toMatch(
      /^mailto:support@/,
    );
    expect(await footer.textContent()).toContain("© 2025");
  });
});
