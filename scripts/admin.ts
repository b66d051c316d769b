// `npm run admin -- grant <email>`, `npm run admin -- revoke <email>`, `npm run admin -- list`
// (in a release: `node build/admin.js <command>`) gives and takes away access to the team
// console at /admin, on the database configured in `.env` and the environment; each grant and
// revoke is written to the console's audit log as made by the command line. With the
// embedded database, stop the server first: only one process may open it at a time.
import { z } from "zod";
import { COMMAND_LINE_ACTOR } from "#app/admin/audit-labels.ts";
import {
  grantRefusalMessages,
  grantTeamAccess,
  listTeamMembers,
  revokeTeamAccess,
} from "#app/admin/team-access.server.ts";
import { ConfigError } from "#app/config/env.server.ts";
import { DatabaseConnectionError, openDatabase } from "#app/db/client.server.ts";
import { readConfig } from "#server/read-config.ts";

const email = z.email({ error: "expected an email address" });
const argsSchema = z.union([
  z.tuple([z.literal("grant"), email]),
  z.tuple([z.literal("revoke"), email]),
  z.tuple([z.literal("list")]),
]);

const usage =
  "Usage: npm run admin -- grant <email> | revoke <email> | list\n" +
  "   or: node build/admin.js <command> (in a release)";

const parsed = argsSchema.safeParse(process.argv.slice(2));
if (!parsed.success) {
  console.error(usage);
  process.exit(2);
}

try {
  const database = await openDatabase(readConfig().database);
  let exitCode = 0;
  try {
    await database.migrate();
    const [command, address] = parsed.data;
    if (command === "grant") {
      const outcome = await grantTeamAccess(database.db, address, COMMAND_LINE_ACTOR);
      if (outcome.ok) {
        console.log(
          outcome.alreadyMember
            ? `${address} already has team access.`
            : `${address} now has team access: the console is at /admin.`,
        );
      } else {
        console.error(grantRefusalMessages[outcome.reason]);
        exitCode = 1;
      }
    } else if (command === "revoke") {
      const revoked = await revokeTeamAccess(database.db, address, COMMAND_LINE_ACTOR);
      console.log(
        revoked === "revoked"
          ? `${address} no longer has team access.`
          : `${address} had no team access.`,
      );
    } else {
      const members = await listTeamMembers(database.db);
      if (members.length === 0) console.log("No one has team access.");
      for (const member of members) {
        console.log(`${member.email}\t${member.name}\tsince ${member.grantedAt.toISOString()}`);
      }
    }
  } finally {
    await database.close();
  }
  process.exit(exitCode);
} catch (error) {
  const expected = error instanceof ConfigError || error instanceof DatabaseConnectionError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
