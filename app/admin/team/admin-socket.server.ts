import { chmod, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { Database } from "#app/db/client.server.ts";
import {
  runTeamCommand,
  teamCommandResultSchema,
  teamCommandSchema,
  type TeamCommand,
  type TeamCommandResult,
} from "./team-commands.server.ts";

/**
 * Only one process may open the embedded database, so while the server runs the command-line
 * tool cannot. The server listens on a Unix socket in the data directory instead, readable and
 * writable by its own user alone (who can read the database's files anyway), and runs the
 * tool's commands there: one JSON line in, one JSON line out.
 */
export const adminSocketPath = (dataDir: string) => path.resolve(dataDir, "admin.sock");

/** A command line longer than this is not one of the tool's. */
const MAX_REQUEST_BYTES = 1_000;

export async function listenForAdminCommands(
  dataDir: string,
  db: Database,
  onError: (error: unknown) => void,
): Promise<{ close(): Promise<void> }> {
  const socketPath = adminSocketPath(dataDir);
  // The data directory's lock is held by this process: a socket file left here is a dead one's.
  await rm(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let request = "";
    connection.setEncoding("utf8");
    connection.on("error", onError);
    connection.on("data", (chunk: string) => {
      request += chunk;
      if (request.length > MAX_REQUEST_BYTES) connection.destroy();
      if (!request.includes("\n")) return;
      connection.pause();
      void answer(request.slice(0, request.indexOf("\n"))).then(
        (result) => connection.end(`${JSON.stringify(result)}\n`),
        (error: unknown) => {
          onError(error);
          connection.destroy();
        },
      );
    });
  });
  const answer = async (line: string): Promise<TeamCommandResult> => {
    let command: unknown;
    try {
      command = JSON.parse(line);
    } catch {
      command = null;
    }
    const parsed = teamCommandSchema.safeParse(command);
    if (!parsed.success) return { exitCode: 1, stdout: [], stderr: ["Unknown command."] };
    return runTeamCommand(db, parsed.data);
  };
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Asks the server holding the embedded database in `dataDir` to run a command. */
export function sendAdminCommand(
  dataDir: string,
  command: TeamCommand,
): Promise<TeamCommandResult> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(adminSocketPath(dataDir));
    let reply = "";
    connection.setEncoding("utf8");
    connection.on("connect", () => connection.write(`${JSON.stringify(command)}\n`));
    connection.on("data", (chunk: string) => (reply += chunk));
    connection.on("error", reject);
    connection.on("end", () => {
      try {
        resolve(teamCommandResultSchema.parse(JSON.parse(reply)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
