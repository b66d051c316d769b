// The production entry (build/start.js): settles the V8 flags the server runs with before the
// server and its packages are loaded, so a process that restarts itself with them loads
// everything once. The server itself is build/main.js (server/main.ts).
import { existsSync } from "node:fs";
import { ensureRuntimeFlags } from "./runtime-flags.ts";

// The same rule as the configuration's (app/config/env.server.ts): a DATABASE_URL from the
// environment or `.env`, blank meaning unset, selects PostgreSQL.
if (existsSync(".env")) process.loadEnvFile(".env");
ensureRuntimeFlags(!process.env.DATABASE_URL?.trim());

// A path the bundler leaves alone: main.js is a bundle of its own beside this one.
const server = "./main.js";
await import(server);
