// Records how long each browser-test file took, from a Vitest JSON report, into
// tests/e2e/file-durations.json, which the browser tests' sequencer reads to start the longest
// files first. Refresh it after files are added or change much:
//   npm run build && npx vitest run --config vitest.e2e.config.ts --reporter=json --outputFile=e2e-report.json
//   node scripts/record-e2e-durations.mjs e2e-report.json
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const reportPath = process.argv[2];
if (!reportPath)
  throw new Error("Usage: node scripts/record-e2e-durations.mjs <vitest-json-report>");
const report = JSON.parse(await readFile(reportPath, "utf8"));
const seconds = Object.fromEntries(
  report.testResults
    .map((file) => [
      path.relative(process.cwd(), file.name),
      Math.round((file.endTime - file.startTime) / 1000),
    ])
    .sort(([a], [b]) => a.localeCompare(b)),
);
const recorded = { measured: new Date().toISOString().slice(0, 10), seconds };
await writeFile("tests/e2e/file-durations.json", `${JSON.stringify(recorded, null, 2)}\n`);
console.log(`Recorded the durations of ${Object.keys(seconds).length} files.`);
