import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AccountServer, databaseKinds } from "./account-server.ts";
import { createVerifiedAccount } from "./http-visitor.ts";
import { freePort, startServer, type RunningServer } from "./server.ts";
import { startTestSmtpServer } from "./smtp-server.ts";
import { createPostgresDatabase } from "./test-database.ts";

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ConsoleServer extends AccountServer {
  /** The team member's account, verified and granted access on the command line. */
  member: { name: string; email: string; password: string };
  /** `node build/admin.js <args>` against the server's database, as an operator runs it. */
  admin(args: string[]): Promise<CommandRun>;
  /** Stops the server and starts it again on the same data, with `changes` to its variables. */
  restart(changes: Record<string, string>): Promise<void>;
  /** A second server process on the same PostgreSQL database, on a port of its own. */
  startSibling(): Promise<RunningServer>;
}

/**
 * The release's admin tool, run beside the server: on PostgreSQL it opens the database itself;
 * on the embedded one, which the server holds, it asks the server to run the command.
 */
function runAdminTool(database: { dataDir: string; url: string | null }, args: string[]) {
  const child = spawn(process.execPath, [path.resolve("build/admin.js"), ...args], {
    cwd: database.dataDir,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<CommandRun>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * A production server with one team member: the account is signed up and verified over HTTP,
 * then given access with `admin grant` (with the server stopped on the embedded database).
 */
export async function startConsoleServer(
  kind: (typeof databaseKinds)[number],
  env: Record<string, string> = {},
): Promise<ConsoleServer> {
  const smtp = await startTestSmtpServer();
  const postgres = kind === "postgres" ? await createPostgresDatabase() : null;
  const dataDir = await mkdtemp(path.join(tmpdir(), "console-data-"));
  const port = String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = {
    PORT: port,
    APP_URL: url,
    SMTP_URL: smtp.url,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  };
  const database = { dataDir, url: postgres?.url ?? null };
  // The embedded database is created on the first start, which on a busy machine takes long.
  const starting = { dataDir, startTimeoutMs: postgres ? 60_000 : 150_000 };
  const member = {
    name: "Team Member",
    email: `team-${Date.now()}@example.com`,
    password: "console-Password-1",
  };

  const siblings: RunningServer[] = [];
  const site: ConsoleServer = {
    server: await startServer(serverEnv, starting),
    smtp,
    url,
    databaseUrl: postgres?.url ?? null,
    member,
    admin: (args) => runAdminTool(database, args),
    async restart(changes) {
      await site.server.stop();
      Object.assign(serverEnv, changes);
      site.server = await startServer(serverEnv, starting);
    },
    async startSibling() {
      if (!postgres) throw new Error("Only processes on PostgreSQL share a database");
      const { PORT: _port, APP_URL: _url, ...shared } = serverEnv;
      const sibling = await startServer(shared, { startTimeoutMs: 60_000 });
      siblings.push(sibling);
      return sibling;
    },
    async stop() {
      await Promise.all(siblings.map((sibling) => sibling.stop()));
      await site.server.stop();
      await smtp.stop();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await createVerifiedAccount(site, member.email, member.password, member.name);
    const granted = await site.admin(["grant", member.email]);
    if (granted.code !== 0) throw new Error(`admin grant failed:\n${granted.stderr}`);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}
