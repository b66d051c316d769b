import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatMessages, chatServerErrors } from "#app/chat/chat-messages.ts";
import { chatWelcomeMessage } from "#app/content/chat.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { startTestLlmServer, type TestLlmServer } from "#tests/support/llm-server.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";

let server: RunningServer;
let llm: TestLlmServer;
const { visit } = setupBrowserSuite({ baseUrl: () => server.url });

const messageArea = (page: Page) =>
  page
    .getByRole("dialog", { name: "Kestrel AI Assistant" })
    .getByRole("region", { name: "Messages" });

async function ask(page: Page, question: string) {
  await page.getByRole("button", { name: "Chat with Kestrel AI" }).click();
  await messageArea(page).getByText(chatWelcomeMessage).waitFor();
  const input = page.getByRole("textbox", { name: "Message" });
  await input.fill(question);
  await input.press("Enter");
}

describe("chat with a language model behind an OpenAI-compatible API", () => {
  beforeAll(async () => {
    llm = await startTestLlmServer();
    server = await startServer({
      CHAT_LLM_BASE_URL: llm.baseUrl,
      CHAT_LLM_MODEL: "house-model",
      CHAT_LLM_API_KEY: "sk-house-key",
      CHAT_LLM_TIMEOUT_MS: "1000",
    });
  });
  afterAll(async () => {
    await server.stop();
    await llm.stop();
  });
  beforeEach(() => {
    llm.requests.length = 0;
  });

  it("streams the model's markdown, grounded in the site's content", async () => {
    llm.behaviour = () => ({
      kind: "stream",
      chunks: ["Our agents answer in ", "**under 100 ms**. ", "See [Solutions](/solutions)."],
      delayMs: 30,
    });
    const page = await visit("/");
    await ask(page, "How fast do your agents respond?");
    const answer = messageArea(page).locator('[data-message="assistant"]').last();
    await answer.getByRole("link", { name: "Solutions" }).waitFor();
    expect(await answer.locator("strong").innerText()).toBe("under 100 ms");
    const [request] = llm.requests;
    expect(request?.authorization).toBe("Bearer sk-house-key");
    expect(request?.body.model).toBe("house-model");
    expect(request?.body.max_tokens).toBe(800);
    expect(request?.body.messages[0]?.content).toContain("< 100 ms");
    expect(server.output()).not.toContain("sk-house-key");
  });

  it("never runs HTML or script links that a model writes", async () => {
    const dialogs: string[] = [];
    llm.behaviour = () => ({
      kind: "stream",
      chunks: [
        '<img src=x onerror="alert(1)"><script>alert(2)</script>',
        "[click me](javascript:alert(3)) ",
        "[data](data:text/html,<script>alert(4)</script>) ",
        '<a href="javascript:alert(5)">raw link</a> done',
      ],
    });
    const page = await visit("/");
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await ask(page, "Say something dangerous");
    const answer = messageArea(page).locator('[data-message="assistant"]').last();
    await answer.getByText("done", { exact: false }).waitFor();
    expect(await answer.locator("img, script").count()).toBe(0);
    const hrefs = await answer
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.filter((href) => href && !/^(https?:|mailto:|\/)/.test(href))).toEqual([]);
    await answer.getByText("click me").click();
    expect(dialogs).toEqual([]);
  });

  it("tells the visitor when the model times out, and offers to reconnect", async () => {
    llm.behaviour = () => ({ kind: "stall" });
    const page = await visit("/");
    await ask(page, "Are you there?");
    await messageArea(page).getByText(chatMessages.serverError(chatServerErrors.timeout)).waitFor();
    await messageArea(page).getByRole("button", { name: chatMessages.reconnect }).click();
    await messageArea(page).getByText(chatWelcomeMessage).waitFor();
    expect(await messageArea(page).getByText("Are you there?").count()).toBe(0);
  });

  it("tells the visitor when the model's service fails", async () => {
    llm.behaviour = () => ({ kind: "fail", status: 503 });
    const page = await visit("/");
    await ask(page, "Hello?");
    await messageArea(page)
      .getByText(chatMessages.serverError(chatServerErrors.upstream))
      .waitFor();
  });
});
