import { z } from "zod";
import type { Database } from "#app/db/client.server.ts";
import { COMMAND_LINE_ACTOR } from "../audit/audit-labels.ts";
import {
  grantRefusalMessages,
  grantTeamAccess,
  listTeamMembers,
  revokeTeamAccess,
} from "./team-access.server.ts";

/**
 * The command-line tool's commands, run on an open database: by the tool itself, or by the
 * server that holds the embedded database when the tool asks it to (see admin-socket.server.ts).
 */
const email = z.email({ error: "expected an email address" });
export const teamCommandSchema = z.union([
  z.tuple([z.literal("grant"), email]),
  z.tuple([z.literal("revoke"), email]),
  z.tuple([z.literal("list")]),
]);
export type TeamCommand = z.infer<typeof teamCommandSchema>;

/** What a command printed, and how the tool exits: 0 done, 1 refused. */
export interface TeamCommandResult {
  exitCode: 0 | 1;
  stdout: string[];
  stderr: string[];
}

export const teamCommandResultSchema = z.object({
  exitCode: z.union([z.literal(0), z.literal(1)]),
  stdout: z.array(z.string()),
  stderr: z.array(z.string()),
});

export async function runTeamCommand(
  db: Database,
  [command, address]: TeamCommand,
): Promise<TeamCommandResult> {
  const done = (...stdout: string[]): TeamCommandResult => ({ exitCode: 0, stdout, stderr: [] });
  if (command === "grant") {
    const outcome = await grantTeamAccess(db, address, COMMAND_LINE_ACTOR);
    if (!outcome.ok) {
      return { exitCode: 1, stdout: [], stderr: [grantRefusalMessages[outcome.reason]] };
    }
    return done(
      outcome.alreadyMember
        ? `${address} already has team access.`
        : `${address} now has team access: the console is at /admin.`,
    );
  }
  if (command === "revoke") {
    const revoked = await revokeTeamAccess(db, address, COMMAND_LINE_ACTOR);
    return done(
      revoked === "revoked"
        ? `${address} no longer has team access.`
        : `${address} had no team access.`,
    );
  }
  const members = await listTeamMembers(db);
  if (members.length === 0) return done("No one has team access.");
  return done(
    ...members.map(
      (member) => `${member.email}\t${member.name}\tsince ${member.grantedAt.toISOString()}`,
    ),
  );
}
