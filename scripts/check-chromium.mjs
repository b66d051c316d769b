// Fails the browser tests up front, in one line, when Chromium is not installed.
import { existsSync } from "node:fs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}: install it with \`apt-get install -y chromium\` (or set CHROME_PATH).`,
  );
  process.exit(1);
}
