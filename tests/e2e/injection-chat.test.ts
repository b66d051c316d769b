import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatWelcomeMessage } from "#app/content/chat.ts";
import { launchBrowser, waitForHydration } from "#tests/support/browser.ts";
import { openWatchedContext, type WatchedContext } from "#tests/support/injection-watch.ts";
import { startTestLlmServer, type TestLlmServer } from "#tests/support/llm-server.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { batches, classicPayloads, xssPayloads } from "#tests/support/xss-payloads.ts";

let server: RunningServer;
let llm: TestLlmServer;
let browser: Browser;

/** The socket allows 20 messages a minute; a fresh visitor takes over well before that. */
const MESSAGES_PER_VISITOR = 15;

/** Pieces of a few characters, so that markup arrives cut in the middle of tags and links. */
function streamPieces(text: string): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += 7) pieces.push(text.slice(start, start + 7));
  return pieces;
}

async function openChat(): Promise<{ page: Page; watched: WatchedContext }> {
  const watched = await openWatchedContext(browser, server.url);
  const page = await watched.context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Chat with Kestrel AI" }).click();
  await page.getByRole("region", { name: "Messages" }).getByText(chatWelcomeMessage).waitFor();
  return { page, watched };
}

/** Sends one message and waits for the whole streamed answer. */
async function exchange(page: Page, text: string, answered: number) {
  const input = page.getByRole("textbox", { name: "Message" });
  await input.fill(text);
  await input.press("Enter");
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('[data-message="assistant"]').length > count &&
      !document.querySelector('[data-testid="typing-indicator"]'),
    answered,
  );
}

/** Anything the markdown renderer must never produce from a model's text. */
async function unsafeRendering(page: Page): Promise<string[]> {
  return page.getByRole("region", { name: "Messages" }).evaluate((region) => {
    const found: string[] = [];
    for (const element of region.querySelectorAll("*")) {
      const tag = element.tagName.toLowerCase();
      if (["script", "img", "iframe", "object", "embed", "style", "math", "form"].includes(tag))
        found.push(`<${tag}>`);
      if (tag === "svg" && !element.closest('[aria-hidden="true"], button'))
        found.push("<svg> from a message");
      for (const attribute of element.getAttributeNames())
        if (attribute.startsWith("on")) found.push(`${tag} ${attribute}`);
      const href = element.getAttribute("href");
      if (href !== null && !/^(https?:|mailto:|\/(?!\/)|#)/i.test(href))
        found.push(`link to ${href}`);
    }
    return found;
  });
}

describe("injection through the chat", () => {
  beforeAll(async () => {
    llm = await startTestLlmServer();
    // The model repeats the visitor's message, so each payload is both user text and answer.
    llm.behaviour = (request) => ({
      kind: "stream",
      chunks: streamPieces(request.body.messages.at(-1)?.content ?? ""),
    });
    server = await startServer({
      TRUST_PROXY: "true",
      CHAT_LLM_BASE_URL: llm.baseUrl,
      CHAT_LLM_MODEL: "echo-model",
      CHAT_LLM_TIMEOUT_MS: "30000",
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await llm?.stop();
  });

  it(
    "shows every payload as text, typed by the visitor and streamed back by the model",
    { timeout: 150_000 },
    async () => {
      // Classic payloads one per message, as a visitor would paste them; the rest grouped.
      const messages = [
        ...classicPayloads,
        ...batches(
          xssPayloads.filter((payload) => !classicPayloads.includes(payload)),
          1300,
        ).map((group) => group.join("\n\n")),
      ];
      const problems: string[] = [];
      for (let start = 0; start < messages.length; start += MESSAGES_PER_VISITOR) {
        const { page, watched } = await openChat();
        const sent = messages.slice(start, start + MESSAGES_PER_VISITOR);
        for (const [index, text] of sent.entries()) await exchange(page, text, index + 1);
        // Hover handlers fire only under a pointer: sweep it across the conversation.
        const box = await page.getByRole("region", { name: "Messages" }).boundingBox();
        if (box) {
          await page.mouse.move(box.x + 5, box.y + 5);
          await page.mouse.move(box.x + box.width - 5, box.y + box.height - 5, { steps: 10 });
        }
        const userTexts = await page.locator('[data-message="user"]').allTextContents();
        userTexts.forEach((text, index) => {
          if (text.replace(/^You: /, "") !== sent[index])
            problems.push(`visitor text shown as ${JSON.stringify(text)}`);
        });
        problems.push(...(await unsafeRendering(page)));
        await watched.checkMarker();
        problems.push(...watched.problems);
        await watched.close();
      }
      console.log(
        `Chat pass: ${xssPayloads.length} payloads × 2 (visitor text, model answer) in ${messages.length} messages`,
      );
      expect(problems).toEqual([]);
    },
  );
});
