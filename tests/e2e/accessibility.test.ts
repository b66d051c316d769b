import { describe, expect, it } from "vitest";
import { signedOutPaths } from "#app/content/pages.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { accessibilityViolations as violationsOf } from "#tests/support/axe.ts";

const { visit, expectProblem } = setupBrowserSuite();

describe.each(["phone", "desktop"] as const)("WCAG 2.1 A/AA on a %s", (viewport) => {
  it.each(signedOutPaths)("%s has no violations", async (path) => {
    const page = await visit(path, viewport);
    expect(await violationsOf(page)).toEqual([]);
  });

  it("the 404 page has no violations", async () => {
    expectProblem(/status of 404/);
    const page = await visit("/no-such-page", viewport);
    expect(await violationsOf(page)).toEqual([]);
  });

  it("the open sign-in dialog has no violations", async () => {
    const page = await visit("/?forgotPassword=true", viewport);
    await page.getByRole("dialog").waitFor();
    expect(await violationsOf(page)).toEqual([]);
  });
});

describe("the open mobile menu", () => {
  it("has no violations", async () => {
    const page = await visit("/", "phone");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    expect(await violationsOf(page)).toEqual([]);
  });
});
