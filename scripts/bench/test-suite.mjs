// `npm run bench:test-suite`: the time of each stage of `npm test`, run one after the other as
// `npm test` runs them, on this checkout. Writes docs/benchmarks/test-suite.md.
import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { writeFile } from "node:fs/promises";

const stages = ["typecheck", "lint", "test:unit", "test:e2e"];
const rows = [];
let total = 0;
for (const stage of stages) {
  const started = performance.now();
  const result = spawnSync("npm", ["run", stage], { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`npm run ${stage} failed`);
  total += seconds;
  rows.push(`| \`npm run ${stage}\` | ${(seconds / 60).toFixed(1)} min |`);
}

const report = `# Test suite

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, by \`npm run bench:test-suite\`: the
stages of \`npm test\`, one after the other. The goal is 15 minutes in all.

| Stage | Time |
| --- | ---: |
${rows.join("\n")}
| In all | ${(total / 60).toFixed(1)} min |
`;
await writeFile("docs/benchmarks/test-suite.md", report);
console.log(report);
