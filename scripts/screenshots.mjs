// `npm run screenshots`: full-page screenshots of every public page at 1280 px and 375 px, and
// the open chat, taken from the production build in Debian's Chromium, written to
// docs/screenshots/.
import { mkdir, rm } from "node:fs/promises";
import { chromium } from "playwright-core";
import { indexedPaths } from "../app/content/pages.ts";
import { ensureBuild, startServer } from "./bench/run-server.mjs";

/** Screenshot names by path: the pages search engines may show, and the not-found page. */
const pages = {
  ...Object.fromEntries(indexedPaths.map((path) => [path === "/" ? "home" : path.slice(1), path])),
  "not-found": "/no-such-page",
};
const widths = { desktop: 1280, mobile: 375 };
const outDir = "docs/screenshots";

ensureBuild();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const [device, width] of Object.entries(widths)) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const file = `${outDir}/${name}-${device}.jpg`;
      await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 70 });
      console.log(`Wrote ${file}`);
    }
    // The chat, open on the home page, after one of the suggested questions.
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Chat with Kestrel AI" }).click();
    const chat = page.getByRole("dialog", { name: "Kestrel AI Assistant" });
    await chat.getByRole("button", { name: "About Kestrel AI" }).click();
    await chat.getByTestId("typing-indicator").waitFor({ state: "detached", timeout: 15_000 });
    const file = `${outDir}/chat-${device}.jpg`;
    await page.screenshot({ path: file, type: "jpeg", quality: 70 });
    console.log(`Wrote ${file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
