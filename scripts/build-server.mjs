// Bundles the Node server into build/start.js (its entry) and build/main.js beside the React
// Router build, the command-line tools beside it (build/db-migrate.js, build/seed.js, build/export-records.js,
// build/jobs-run-due.js, build/admin.js), and copies the SQL migrations next to them, so build/ plus
// node_modules is everything production needs: `node build/<tool>.js` from the directory holding
// `.env`, with no TypeScript runner. The migrations are found beside the bundle (build/migrations).
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

await build({
  entryPoints: {
    start: "server/start.ts",
    main: "server/main.ts",
    "db-migrate": "scripts/db-migrate.ts",
    seed: "scripts/seed.ts",
    "export-records": "scripts/export-records.ts",
    "jobs-run-due": "scripts/jobs-run-due.ts",
    admin: "scripts/admin.ts",
  },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});

await rm("build/migrations", { recursive: true, force: true });
await cp("app/db/migrations", "build/migrations", { recursive: true });
