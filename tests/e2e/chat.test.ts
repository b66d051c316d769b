import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages } from "#app/chat/chat-messages.ts";
import { chatSuggestions, chatWelcomeMessage } from "#app/content/chat.ts";
import { accessibilityViolations } from "#tests/support/axe.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { createPostgresDatabase } from "#tests/support/test-database.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";

const { visit, expectProblem } = setupBrowserSuite();

const chatPanel = (page: Page) => page.getByRole("dialog", { name: "Kestrel AI Assistant" });
const messageArea = (page: Page) => chatPanel(page).getByRole("region", { name: "Messages" });

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with Kestrel AI" }).click();
  await messageArea(page).getByText(chatWelcomeMessage).waitFor();
}

async function ask(page: Page, question: string) {
  const input = chatPanel(page).getByRole("textbox", { name: "Message" });
  await input.fill(question);
  await input.press("Enter");
  // The question and the typing indicator appear together; the indicator goes with the answer.
  await messageArea(page).locator('[data-message="user"]').getByText(question).last().waitFor();
  await chatPanel(page).getByTestId("typing-indicator").waitFor({ state: "detached" });
}

describe("chat widget", () => {
  it("loads the chat only when opened, greets, offers five suggestions and streams a markdown answer", async () => {
    const page = await visit("/");
    const sockets: string[] = [];
    page.on("websocket", (socket) => sockets.push(socket.url()));
    const chatChunkLoaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => /\/assets\/chat-panel-[^/]+\.js$/.test(entry.name)),
      );
    const launcher = page.getByRole("button", { name: "Chat with Kestrel AI" });
    expect(await launcher.getAttribute("aria-expanded")).toBe("false");
    expect(await chatChunkLoaded()).toBe(false);

    await openChat(page);
    expect(await chatChunkLoaded()).toBe(true);
    expect(await launcher.getAttribute("aria-expanded")).toBe("true");
    expect(sockets).toEqual([expect.stringMatching(/^ws:\/\/.+\/ws\/[A-Za-z0-9_-]{21}$/)]);
    const input = chatPanel(page).getByRole("textbox", { name: "Message" });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    const suggestions = chatPanel(page).getByRole("list", { name: "Suggested questions" });
    expect(await suggestions.getByRole("button").allTextContents()).toEqual(
      chatSuggestions.map((suggestion) => suggestion.label),
    );

    await suggestions.getByRole("button", { name: chatSuggestions[0]!.label }).click();
    await messageArea(page).getByText(chatSuggestions[0]!.prompt).waitFor();
    await chatPanel(page).getByTestId("typing-indicator").waitFor();
    await chatPanel(page).getByTestId("typing-indicator").waitFor({ state: "detached" });
    expect(await suggestions.count()).toBe(0);
    const answer = messageArea(page).locator("[data-message]").last();
    expect(await answer.innerText()).toMatch(/Kestrel AI/);
    expect(await answer.getByRole("link").count()).toBeGreaterThan(0);
    // Streamed pieces were joined into one assistant message, after the welcome and the question.
    expect(await messageArea(page).locator("[data-message]").count()).toBe(3);
  });

  it("sends with Enter, adds a line with Shift+Enter, and keeps Send disabled while empty", async () => {
    const page = await visit("/solutions");
    await openChat(page);
    const panel = chatPanel(page);
    const input = panel.getByRole("textbox", { name: "Message" });
    const send = panel.getByRole("button", { name: "Send message" });
    expect(await send.isDisabled()).toBe(true);
    await input.fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await input.fill("");
    await input.pressSequentially("What is the response");
    await input.press("Shift+Enter");
    await input.pressSequentially("time?");
    expect(await input.inputValue()).toBe("What is the response\ntime?");
    expect(await send.isDisabled()).toBe(false);
    await input.press("Enter");
    expect(await input.inputValue()).toBe("");
    await messageArea(page)
      .getByText(/What is the response\s+time\?/)
      .waitFor();
    await panel.getByTestId("typing-indicator").waitFor({ state: "detached" });
    expect(await messageArea(page).locator("[data-message]").last().innerText()).toContain(
      "100 ms",
    );
  });

  it("follows an own-site link in an answer without reloading, keeping the conversation", async () => {
    const page = await visit("/about");
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    await openChat(page);
    await ask(page, "How do I book a free consultation?");
    await messageArea(page)
      .locator("[data-message]")
      .last()
      .getByRole("link", { name: /consultation/i })
      .first()
      .click();
    await page.waitForURL(/\/consultation/);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );
    await messageArea(page).getByText("How do I book a free consultation?").waitFor();
  });

  it("closes with Escape and returns focus to the chat button", async () => {
    const page = await visit("/");
    await openChat(page);
    await page.keyboard.press("Escape");
    await chatPanel(page).waitFor({ state: "hidden" });
    const launcher = page.getByRole("button", { name: "Chat with Kestrel AI" });
    expect(await launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await launcher.getAttribute("aria-expanded")).toBe("false");
    await launcher.click();
    await messageArea(page).getByText(chatWelcomeMessage).waitFor();
    expect(await messageArea(page).getByText(chatWelcomeMessage).count()).toBe(1);
  });

  for (const viewport of ["phone", "desktop"] as const) {
    it(`fits the ${viewport} screen and has no accessibility violations while open`, async () => {
      const page = await visit("/", viewport);
      await openChat(page);
      await ask(page, "Where is your office?");
      const panel = await chatPanel(page).boundingBox();
      const viewportWidth = page.viewportSize()!.width;
      if (viewport === "desktop") expect(panel!.width).toBe(360);
      else expect(panel!.width).toBeGreaterThan(viewportWidth - 24);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(viewportWidth);
      expect((await messageArea(page).boundingBox())!.height).toBeLessThanOrEqual(400);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});

describe.each(["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const)(
  "chat across a server restart on %s",
  (kind) => {
    let server: RunningServer;
    let port: number;
    let databaseUrl: string | null = null;
    let dropDatabase: (() => Promise<void>) | null = null;
    const env = () => ({
      PORT: String(port),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });

    beforeAll(async () => {
      port = await freePort();
      if (kind === "postgres") {
        const database = await createPostgresDatabase();
        databaseUrl = database.url;
        dropDatabase = database.drop;
      }
      server = await startServer(env());
    });
    afterAll(async () => {
      await server.stop();
      await dropDatabase?.();
    });

    it("shows the lost connection with a reconnect button that starts a new conversation", async () => {
      expectProblem(/WebSocket connection to .* failed/);
      const page = await visit(`${server.url}/`);
      await openChat(page);
      await ask(page, "What are your support hours?");

      await server.stop();
      await messageArea(page).getByText(chatMessages.connectionLost).waitFor();
      expect(await chatPanel(page).getByRole("button", { name: "Send message" }).isDisabled()).toBe(
        true,
      );

      server = await startServer(env());
      await chatPanel(page).getByRole("button", { name: chatMessages.reconnect }).click();
      await messageArea(page).getByText(chatWelcomeMessage).waitFor();
      expect(await messageArea(page).getByText("What are your support hours?").count()).toBe(0);
      await ask(page, "Thank you!");
      expect(await messageArea(page).locator("[data-message]").count()).toBe(3);

      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query<{ author: string; text_content: string }>(
            "select e.author, e.text_content from conversation_events e order by e.position",
          );
          expect(rows.map((row) => row.author)).toEqual([
            "user",
            "root_agent",
            "user",
            "root_agent",
          ]);
          expect(rows[0]?.text_content).toBe("What are your support hours?");
          const conversations = await client.query("select * from conversations");
          expect(conversations.rows).toHaveLength(2);
        } finally {
          await client.end();
        }
      }
    });
  },
);
