// `npm run admin -- grant <email>`, `npm run admin -- revoke <email>`, `npm run admin -- list`
// (in a release: `node build/admin.js <command>`) gives and takes away access to the team
// console at /admin, on the database configured in `.env` and the environment; each grant and
// revoke is written to the console's audit log as made by the command line. While a server
// holds the embedded database, the tool asks that server to run the command.
import { sendAdminCommand } from "#app/admin/team/admin-socket.server.ts";
import {
  runTeamCommand,
  teamCommandSchema,
  type TeamCommandResult,
} from "#app/admin/team/team-commands.server.ts";
import { ConfigError } from "#app/config/env.server.ts";
import { DatabaseConnectionError, openDatabase } from "#app/db/client.server.ts";
import { DataDirInUseError } from "#app/db/data-dir-lock.server.ts";
import { readConfig } from "#server/read-config.ts";

const usage =
  "Usage: npm run admin -- grant <email> | revoke <email> | list\n" +
  "   or: node build/admin.js <command> (in a release)";

const parsed = teamCommandSchema.safeParse(process.argv.slice(2));
if (!parsed.success) {
  console.error(usage);
  process.exit(2);
}

async function run(): Promise<TeamCommandResult> {
  const config = readConfig();
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    const inUse =
      error instanceof DatabaseConnectionError && error.cause instanceof DataDirInUseError;
    if (!inUse || config.database.kind !== "pglite") throw error;
    // A server that does not answer (an older release, one still starting) leaves the message
    // that the database is in use.
    return sendAdminCommand(config.database.dataDir, parsed.data!).catch(() => {
      throw error;
    });
  }
  try {
    await database.migrate();
    return await runTeamCommand(database.db, parsed.data!);
  } finally {
    await database.close();
  }
}

try {
  const result = await run();
  for (const line of result.stdout) console.log(line);
  for (const line of result.stderr) console.error(line);
  process.exit(result.exitCode);
} catch (error) {
  const expected = error instanceof ConfigError || error instanceof DatabaseConnectionError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
