import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where a message sits as the visitor sees it: on screen, below the sticky header, clear of the
 * floating chat button, and holding the focus (so a screen reader reads it out).
 */
async function placement(page: Page, message: Locator) {
  const viewport = page.viewportSize()!;
  const box = await message.boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  const chat = await page.getByRole("button", { name: "Chat with Kestrel AI" }).boundingBox();
  if (!box || !header || !chat) return { shown: false };
  return {
    shown: true,
    onScreen:
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= viewport.width &&
      box.y + box.height <= viewport.height,
    belowHeader: box.y >= header.y + header.height,
    clearOfChatButton: !overlap(box, chat),
    focused: await message.evaluate((element) => element.contains(document.activeElement)),
  };
}

/** Waits (through any smooth scrolling) until the message is fully in sight and focused. */
export async function expectInSightAndFocused(page: Page, message: Locator) {
  await expect
    .poll(() => placement(page, message))
    .toEqual({
      shown: true,
      onScreen: true,
      belowHeader: true,
      clearOfChatButton: true,
      focused: true,
    });
}
