// `npm start`: builds the site if no build exists yet, then runs the production server.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const required = ["build/start.js", "build/server/index.js", "build/client"];
if (required.some((file) => !existsSync(file))) {
  console.log("No production build found; building it first (npm run build)...");
  execSync("npm run build", { stdio: "inherit" });
}

process.env.NODE_ENV ??= "production";
await import("../build/start.js");
