// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { ConfigError, parseConfig } from "#app/config/env.server.ts";
import { DatabaseConnectionError, openDatabase } from "#app/db/client.server.ts";

try {
  const config = parseConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  const expected = error instanceof ConfigError || error instanceof DatabaseConnectionError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
