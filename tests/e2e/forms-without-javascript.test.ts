import { describe, expect, it } from "vitest";
import { authErrorMessages } from "#app/auth/auth-messages.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

const { visit, expectProblem } = setupBrowserSuite();

/**
 * Without JavaScript each form posts as a page and comes back as one; a refused post must show
 * the visitor's own words again beside the message, never an empty form.
 */
describe("a refused form post without JavaScript keeps what was typed", () => {
  it("on the contact form", async () => {
    expectProblem(/status of 400/);
    const page = await visit("/contact", "desktop", { javaScriptEnabled: false });
    const form = page.getByRole("main");
    await form.getByRole("textbox", { name: "Name" }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: "Email" }).fill("grace@navy");
    await form.getByRole("textbox", { name: "Company" }).fill("Compilers Ltd");
    await form.getByRole("textbox", { name: "Message" }).fill("Can you read COBOL?\nThanks.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Please enter a valid email address.").waitFor();
    expect(await form.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Grace Hopper");
    expect(await form.getByRole("textbox", { name: "Email" }).inputValue()).toBe("grace@navy");
    expect(await form.getByRole("textbox", { name: "Company" }).inputValue()).toBe("Compilers Ltd");
    expect(await form.getByRole("textbox", { name: "Message" }).inputValue()).toBe(
      "Can you read COBOL?\nThanks.",
    );
  });

  it("on the newsletter signup", async () => {
    expectProblem(/status of 400/);
    const page = await visit("/about", "phone", { javaScriptEnabled: false });
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill("reader@example");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL((url) => url.pathname === "/newsletter");
    const main = page.getByRole("main");
    await main.getByText("Please enter a valid email address.").waitFor();
    expect(await main.getByRole("textbox", { name: "Email address" }).inputValue()).toBe(
      "reader@example",
    );
  });

  it("on the unsubscribe request", async () => {
    expectProblem(/status of (400|404)/);
    const page = await visit("/unsubscribe?tokenId=no-such-subscription", "desktop", {
      javaScriptEnabled: false,
    });
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Unsubscribe" }).click();
    await main.getByRole("textbox", { name: "Email address" }).fill("someone@example");
    await main.getByRole("button", { name: "Unsubscribe" }).click();
    await main.getByText("Please enter a valid email address.").waitFor();
    expect(await main.getByRole("textbox", { name: "Email address" }).inputValue()).toBe(
      "someone@example",
    );
  });

  it("on the sign-in page, never echoing the password", async () => {
    expectProblem(/status of 401/);
    const page = await visit("/sign-in", "desktop", { javaScriptEnabled: false });
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Email" }).fill("nobody@example.com");
    await main.getByLabel("Password", { exact: true }).fill("wrong-password");
    await main.getByRole("button", { name: "Sign In", exact: true }).click();
    await main.getByText(authErrorMessages["auth/invalid-credential"]).waitFor();
    expect(await main.getByRole("textbox", { name: "Email" }).inputValue()).toBe(
      "nobody@example.com",
    );
    expect(await main.getByLabel("Password", { exact: true }).inputValue()).toBe("");
  });
});
