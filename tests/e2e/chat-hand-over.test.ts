import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatWelcomeMessage } from "#app/content/chat.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import { startAccountServer, type AccountServer } from "#tests/support/account-server.ts";
import { accessibilityViolations } from "#tests/support/axe.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

let site: AccountServer;
const { visit } = setupBrowserSuite({ baseUrl: () => site.url });

const chatPanel = (page: Page) => page.getByRole("dialog", { name: "Kestrel AI Assistant" });
const messageArea = (page: Page) => chatPanel(page).getByRole("region", { name: "Messages" });
const lastAnswer = (page: Page) => messageArea(page).locator('[data-message="assistant"]').last();

async function ask(page: Page, question: string): Promise<string> {
  const input = chatPanel(page).getByRole("textbox", { name: "Message" });
  await input.fill(question);
  await input.press("Enter");
  await messageArea(page).locator('[data-message="user"]').getByText(question).last().waitFor();
  await chatPanel(page).getByTestId("typing-indicator").waitFor({ state: "detached" });
  return lastAnswer(page).innerText();
}

describe("asking the chat for a person", () => {
  beforeAll(async () => {
    site = await startAccountServer("pglite", { OPERATOR_EMAIL: "team@kestrel-ai.com" });
  });
  afterAll(() => site.stop());

  it("passes the conversation on with its transcript once the visitor leaves an email", async () => {
    const page = await visit("/solutions");
    await page.getByRole("button", { name: "Chat with Kestrel AI" }).click();
    await messageArea(page).getByText(chatWelcomeMessage).waitFor();

    await ask(page, "Can your agents work inside our own ticketing tool, Zendesk?");
    const offer = await ask(page, "I'd rather talk to a real person about this");
    expect(offer).toMatch(/type your email address here/);
    expect(offer).toMatch(/within one business day/);

    expect(await ask(page, "it's grace@")).toMatch(/Please enter a valid email address\./);
    const done = await ask(page, "sorry, grace.hopper@example.com");
    expect(done).toMatch(/passed our conversation on to our team/);
    expect(done).toMatch(/grace\.hopper@example\.com/);
    expect(done).toMatch(/Monday to Friday, 9:00 AM to 6:00 PM Eastern Time/);
    expect(await accessibilityViolations(page)).toEqual([]);

    const team = await waitForMail(
      site,
      "team@kestrel-ai.com",
      "Question passed on from the chat by grace.hopper@example.com",
    );
    expect(team.replyTo?.text).toBe("grace.hopper@example.com");
    // Everything the visitor asked reaches the team, in order, with the assistant's replies.
    const transcript = team.text ?? "";
    const asked = [
      "Visitor: Can your agents work inside our own ticketing tool, Zendesk?",
      "Visitor: I'd rather talk to a real person about this",
      "Visitor: it's grace@",
      "Visitor: sorry, grace.hopper@example.com",
    ].map((line) => transcript.indexOf(line));
    expect(asked.every((position) => position >= 0)).toBe(true);
    expect([...asked].sort((a, b) => a - b)).toEqual(asked);
    expect(transcript).toMatch(/Assistant: /);

    await waitForMail(site, "grace.hopper@example.com", "We received your message - Kestrel AI");
  });
});
