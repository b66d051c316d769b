import { describe, expect, it } from "vitest";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

const { visit, expectProblem } = setupBrowserSuite();

describe("newsletter signup in the footer", () => {
  it("refuses an invalid address with the product's message and keeps what was typed", async () => {
    expectProblem(/status of 400/);
    const page = await visit("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill("reader@example");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await footer
      .getByRole("alert")
      .filter({ hasText: "Please enter a valid email address." })
      .waitFor();
    expect(await footer.getByRole("textbox", { name: "Email address" }).inputValue()).toBe(
      "reader@example",
    );
    expect(
      await footer.getByRole("textbox", { name: "Email address" }).getAttribute("aria-invalid"),
    ).toBe("true");
  });

  it("subscribes in place, and a repeat subscription succeeds without a duplicate", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const page = await visit("/");
      const footer = page.getByRole("contentinfo");
      await footer
        .getByRole("textbox", { name: "Email address" })
        .fill("Repeat.Reader@Example.com");
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await footer.getByRole("status").filter({ hasText: "Thanks for subscribing!" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
    }
  });

  it("works without JavaScript", async () => {
    const page = await visit("/", "phone", { javaScriptEnabled: false });
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill("nojs@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL((url) => url.pathname === "/newsletter");
    await page.getByRole("main").getByText("Thanks for subscribing!").waitFor();
  });
});
