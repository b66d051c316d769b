// Shared by the benchmark scripts that drive Chromium: a page every visitor shares loads its
// scripts on its first use (server/hydrate-on-interaction.ts); a key press that changes nothing
// starts them, as it does in the browser tests (tests/support/browser.ts).

/** Presses Shift, which starts the scripts, and waits until the page has hydrated. */
export async function startScripts(page) {
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
