// Bundles the Node server entry into build/start.js beside the React Router build, and copies
// the SQL migrations next to it, so build/ plus node_modules is everything production needs.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/start.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});

await rm("build/migrations", { recursive: true, force: true });
await cp("app/db/migrations", "build/migrations", { recursive: true });
