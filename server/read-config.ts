import { existsSync } from "node:fs";
import { parseConfig, type Config } from "#app/config/env.server.ts";

/**
 * The settings of this process, read the one way the server and every command-line tool
 * (db:migrate, seed, export, jobs:run-due) read them: a `.env` file in the working directory,
 * if there is one, is added to the environment, where variables already set win; then
 * everything is validated by parseConfig. Throws ConfigError naming each wrong variable.
 */
export function readConfig(): Config {
  if (existsSync(".env")) process.loadEnvFile(".env");
  return parseConfig();
}
