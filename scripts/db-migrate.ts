// `npm run db:migrate` (in a release: `node build/db-migrate.js`): applies pending migrations to
// the configured database, read from `.env` and the environment as the server reads them, says
// which database that was, and exits.
import path from "node:path";
import { ConfigError, type Config } from "#app/config/env.server.ts";
import { DatabaseConnectionError, openDatabase } from "#app/db/client.server.ts";
import { readConfig } from "#server/read-config.ts";

/** Which database was migrated, without the credentials a DATABASE_URL may hold. */
function describe(database: Config["database"]): string {
  if (database.kind === "pglite") {
    return `the embedded database in ${path.resolve(database.dataDir)}`;
  }
  const url = new URL(database.url);
  return `PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

try {
  const config = readConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  const { expected, applied } = await database.migrationStatus();
  await database.close();
  console.log(`Migrations applied to ${describe(config.database)} (${applied} of ${expected}).`);
} catch (error) {
  const expected = error instanceof ConfigError || error instanceof DatabaseConnectionError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
