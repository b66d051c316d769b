import { mkdtemp, rm, stat } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/db/schema.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import {
  adminSocketPath,
  listenForAdminCommands,
  sendAdminCommand,
} from "./admin-socket.server.ts";

describe("the command-line tool's socket into a running server", () => {
  let database: TestDatabase;
  let dataDir: string;
  let socket: { close(): Promise<void> };
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await database.handle.db
      .insert(users)
      .values({ id: "ana", name: "Ana", email: "ana@example.com", emailVerified: true });
    dataDir = await mkdtemp(path.join(tmpdir(), "admin-socket-"));
    socket = await listenForAdminCommands(dataDir, database.handle.db, (error) =>
      errors.push(error),
    );
  });
  afterAll(async () => {
    await socket?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("runs the tool's commands on the server's database and answers what the tool prints", async () => {
    expect(await sendAdminCommand(dataDir, ["grant", "ana@example.com"])).toEqual({
      exitCode: 0,
      stdout: ["ana@example.com now has team access: the console is at /admin."],
      stderr: [],
    });
    const listed = await sendAdminCommand(dataDir, ["list"]);
    expect(listed.stdout[0]).toMatch(/^ana@example\.com\tAna\tsince /);
    expect(await sendAdminCommand(dataDir, ["grant", "nobody@example.com"])).toMatchObject({
      exitCode: 1,
      stderr: [expect.stringContaining("No account uses that email address")],
    });
  });

  it("is open to the server's own user only, and refuses what is not a command", async () => {
    expect((await stat(adminSocketPath(dataDir))).mode & 0o777).toBe(0o600);
    const reply = await new Promise<string>((resolve, reject) => {
      const connection = net.connect(adminSocketPath(dataDir));
      let text = "";
      connection.on("connect", () => connection.write('["drop", "everything"]\n'));
      connection.on("data", (chunk) => (text += chunk.toString()));
      connection.on("end", () => resolve(text));
      connection.on("error", reject);
    });
    expect(JSON.parse(reply)).toEqual({ exitCode: 1, stdout: [], stderr: ["Unknown command."] });
    expect(errors).toEqual([]);
  });
});
