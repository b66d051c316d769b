// `npm run bench:test-suite`: the time of each stage of `npm test`, run as `npm test` runs
// them (type check, lint and unit tests side by side, then the browser tests), beside the
// reference figures in docs/benchmarks/test-suite-before.json. Writes
// docs/benchmarks/test-suite.md.
import { spawn } from "node:child_process";
import { cpus } from "node:os";
import { readFile, writeFile } from "node:fs/promises";

/** Runs `npm run <script>` and resolves with its duration in seconds; rejects if it fails. */
function timed(script) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`npm run ${script} failed`)),
    );
  });
}

const sideBySide = ["typecheck", "lint", "test:unit"];
const groupStarted = performance.now();
const ownTimes = await Promise.all(sideBySide.map(timed));
const group = (performance.now() - groupStarted) / 1000;
const browser = await timed("test:e2e");

const now = {
  ...Object.fromEntries(sideBySide.map((script, index) => [script, ownTimes[index]])),
  sideBySide: group,
  "test:e2e": browser,
  total: group + browser,
};
const before = JSON.parse(await readFile("docs/benchmarks/test-suite-before.json", "utf8"));
const minutes = (seconds) => (seconds === undefined ? "–" : `${(seconds / 60).toFixed(1)} min`);
const row = (label, key) => `| ${label} | ${minutes(now[key])} | ${minutes(before.results[key])} |`;

const report = `# Test suite

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, by \`npm run bench:test-suite\`: the
stages of \`npm test\` as it runs them. Before: ${before.label}. The goal is 15 minutes in all.

| Stage | Now | Before |
| --- | ---: | ---: |
${row("`npm run typecheck`", "typecheck")}
${row("`npm run lint`", "lint")}
${row("`npm run test:unit`", "test:unit")}
${row("The three side by side (before: one after the other)", "sideBySide")}
${row("`npm run test:e2e` (build included)", "test:e2e")}
${row("`npm test` in all", "total")}
`;
await writeFile("docs/benchmarks/test-suite.md", report);
console.log(report);
