// Renders the 1200x630 social preview image (public/images/social-preview.jpg) from HTML in
// Chromium, so the image follows the brand's fonts and colours. Run after changing the copy.
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

const font = new URL(
  "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  import.meta.url,
).href;

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(${font}) format("woff2"); font-weight: 100 900; }
body { margin: 0; width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff;
  background: radial-gradient(circle at 85% 15%, #4f46e5 0, transparent 45%),
    radial-gradient(circle at 10% 95%, #0e7490 0, transparent 40%),
    linear-gradient(135deg, #1e1b4b, #0f172a); display: flex; flex-direction: column;
  justify-content: space-between; padding: 72px 80px; box-sizing: border-box; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 700; }
h1 { font-size: 68px; line-height: 1.08; letter-spacing: -0.02em; margin: 0; max-width: 960px; }
p { font-size: 28px; color: #c7d2fe; margin: 24px 0 0; }
.chips { display: flex; gap: 16px; font-size: 22px; font-weight: 600; }
.chips span { border: 2px solid rgba(255,255,255,.3); border-radius: 999px; padding: 10px 22px; }
</style></head><body>
<div class="brand"><svg viewBox="0 0 32 32" width="64" height="64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#06b6d4"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M9 23 16 9l7 14-7-4-7 4Z" fill="#fff"/></svg>Kestrel AI</div>
<div><h1>Put AI to work for your business, from day one</h1>
<p>AI agents, no-code AI and personalised customer experiences</p></div>
<div class="chips"><span>24/7 AI Workforce</span><span>No-Code Integration</span><span>Hyper-Personalized Experiences</span></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: "networkidle" });
await mkdir("public/images", { recursive: true });
await page.screenshot({ path: "public/images/social-preview.jpg", type: "jpeg", quality: 88 });
await browser.close();
console.log("Wrote public/images/social-preview.jpg");
