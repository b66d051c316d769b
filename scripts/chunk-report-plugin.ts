import { mkdir, writeFile } from "node:fs/promises";
import type { Plugin } from "vite";

/**
 * Writes build/chunk-report.json: for each browser chunk, the bytes each package (or each of
 * the app's own files) puts into it before minification, so a page's JavaScript can be read as
 * what it is made of (`npm run bench:startup` prints it for the first visit).
 */
export function chunkReport(): Plugin {
  return {
    name: "chunk-report",
    apply: "build",
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const report: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const parts: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const part =
            /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.replace(/^.*?\/app\//, "app/");
          parts[part] = (parts[part] ?? 0) + module.renderedLength;
        }
        report[output.fileName] = parts;
      }
      await mkdir("build", { recursive: true });
      await writeFile("build/chunk-report.json", JSON.stringify(report, null, 1));
    },
  };
}
