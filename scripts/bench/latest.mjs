// The last step of `npm run bench`: gathers every scenario's report into docs/benchmarks/latest.md.
import { readFile, writeFile } from "node:fs/promises";
import { cpus, totalmem } from "node:os";

const scenarios = [
  "startup",
  "memory",
  "http",
  "visitors",
  "sign-in",
  "chat",
  "lighthouse",
  "browser-visit",
  "test-suite",
];
const sections = await Promise.all(
  scenarios.map(async (name) => {
    const text = await readFile(`docs/benchmarks/${name}.md`, "utf8");
    // Each report's headings move one level down under this file's title.
    return text.replace(/^(#+) /gm, "#$1 ").trim();
  }),
);
const [cpu] = cpus();
const report = `# Benchmarks

Run ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on ${cpus().length} cores (${cpu?.model.trim() ?? "unknown CPU"}),
${Math.round(totalmem() / 2 ** 30)} GiB of memory, Node ${process.version}. Each section below is also kept on its own in this folder.
Where a target is missed, [profiles.md](profiles.md) has the profile that shows why and what was
changed because of it.

${sections.join("\n\n")}
`;
await writeFile("docs/benchmarks/latest.md", report);
console.log("Wrote docs/benchmarks/latest.md");
