// The command-line tools of a release (build/db-migrate.js, build/seed.js, build/export-records.js, build/admin.js,
// build/jobs-run-due.js), run as an operator runs them: `node build/<tool>.js` from a directory
// that holds the release and a `.env` file, with the settings in that file only, never in the
// environment. Needs `npm run build` (npm run test:e2e builds first).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccounts } from "#app/auth/accounts.server.ts";
import { createAuth } from "#app/auth/auth.server.ts";
import { parseConfig } from "#app/config/env.server.ts";
import { openDatabase } from "#app/db/client.server.ts";
import { createMailer } from "#app/email/mailer.server.ts";
import { businessToday } from "#app/inquiries/booking-dates.ts";
import { createLogger } from "#server/logger.ts";
import { createPostgresDatabase } from "#tests/support/test-database.ts";

const buildDir = path.resolve("build");
const tools = ["db-migrate", "seed", "export-records", "jobs-run-due", "admin"] as const;
type Tool = (typeof tools)[number];

interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A directory laid out as a release: `build` (a link to this checkout's build, so its
 * node_modules resolve as a release's would) and the given `.env`, nothing else.
 */
async function releaseDirectory(dotEnv: string): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), "release-"));
  await symlink(buildDir, path.join(directory, "build"), "dir");
  await writeFile(path.join(directory, ".env"), dotEnv);
  return directory;
}

/** `node build/<tool>.js ...` in the release directory, with no settings in the environment. */
function runTool(directory: string, tool: Tool, args: string[] = []): Promise<ToolRun> {
  const child = spawn(process.execPath, [`build/${tool}.js`, ...args], {
    cwd: directory,
    // Only PATH: DATABASE_URL, DATA_DIR and the rest must come from .env.
    env: { PATH: process.env.PATH ?? "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The exit code, with the output in the failure message when it is not the expected one. */
function expectExit(run: ToolRun, code: number) {
  expect(run.code, `stdout:\n${run.stdout}\nstderr:\n${run.stderr}`).toBe(code);
}

function printedCredentials(stdout: string) {
  const email = /email:\s+(\S+)/.exec(stdout)?.[1];
  const password = /password:\s+(\S+)/.exec(stdout)?.[1];
  if (!email || !password) throw new Error(`No credentials printed:\n${stdout}`);
  return { email, password };
}

async function committedMigrations(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(buildDir, "migrations", "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

beforeAll(() => {
  for (const tool of tools) {
    expect(existsSync(path.join(buildDir, `${tool}.js`)), `build/${tool}.js (npm run build)`).toBe(
      true,
    );
  }
});

describe.runIf(process.env.TEST_DATABASE_URL)("release tools on PostgreSQL named in .env", () => {
  let database: { url: string; drop(): Promise<void> };
  let directory: string;
  let client: pg.Client;
  const count = async (query: string) =>
    Number(
      (await client.query<{ n: number }>(`select count(*)::int as n from ${query}`)).rows[0]!.n,
    );

  beforeAll(async () => {
    database = await createPostgresDatabase();
    directory = await releaseDirectory(`# A release's settings\nDATABASE_URL=${database.url}\n`);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("db-migrate creates every table in that database, and no embedded database", async () => {
    const run = await runTool(directory, "db-migrate");
    expectExit(run, 0);
    const expected = await committedMigrations();
    const url = new URL(database.url);
    expect(run.stdout).toContain(
      `Migrations applied to PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`,
    );
    expect(await count("drizzle.__drizzle_migrations")).toBe(expected);
    const { rows } = await client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "users",
        "sessions",
        "email_outbox",
        "contacts",
        "consultations",
        "subscriptions",
        "conversations",
        "conversation_events",
      ]),
    );
    // Nothing but the release: no ./data, which is where the embedded database would have gone.
    expect((await readdir(directory)).sort()).toEqual([".env", "build"]);
  });

  it("seed fills it with a verified demo account that signs in, and data for every page", async () => {
    const run = await runTool(directory, "seed");
    expectExit(run, 0);
    const { email, password } = printedCredentials(run.stdout);

    const { rows: people } = await client.query<{
      id: string;
      email: string;
      email_verified: boolean;
      is_anonymous: boolean;
      status: string;
    }>("select id, email, email_verified, is_anonymous, status from users");
    expect(people).toEqual([
      expect.objectContaining({
        email,
        email_verified: true,
        is_anonymous: false,
        status: "active",
      }),
    ]);
    const demoId = people[0]!.id;
    expect(await count(`accounts where user_id = '${demoId}' and provider_id = 'credential'`)).toBe(
      1,
    );

    expect(await count("contacts")).toBeGreaterThanOrEqual(2);
    expect(await count(`contacts where user_id = '${demoId}'`)).toBeGreaterThanOrEqual(1);
    const { rows: requests } = await client.query<{
      selected_dates: { date: string; times: string[] }[];
    }>("select selected_dates from consultations");
    expect(requests.length).toBeGreaterThanOrEqual(2);
    const today = businessToday();
    for (const { selected_dates } of requests) {
      expect(selected_dates.length).toBeGreaterThan(0);
      for (const { date, times } of selected_dates) {
        expect(date > today, `${date} is after ${today}`).toBe(true);
        expect(times.length).toBeGreaterThan(0);
      }
    }
    expect(await count("subscriptions where status = 'subscribed'")).toBeGreaterThanOrEqual(2);
    expect(await count("subscriptions where status = 'unsubscribed'")).toBeGreaterThanOrEqual(1);
    expect(await count(`conversations where user_id = '${demoId}'`)).toBe(1);
    const { rows: events } = await client.query<{ author: string; text_content: string }>(
      "select author, text_content from conversation_events order by position",
    );
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.map((event) => event.author).slice(0, 2)).toEqual(["user", "root_agent"]);
    expect(events.every((event) => event.text_content.trim() !== "")).toBe(true);
    // No email was queued, so none can ever be delivered.
    expect(await count("email_outbox")).toBe(0);

    // The printed password signs in through Better Auth, as on the site; a wrong one does not.
    const handle = await openDatabase({ kind: "postgres", url: database.url, poolSize: 2 });
    const config = parseConfig({ APP_URL: "http://localhost:3999", NODE_ENV: "production" });
    const logger = createLogger("silent");
    const mailer = createMailer(handle.db, config.mail, { logger });
    try {
      const auth = createAuth({ config, db: handle.db, mailer, secret: "s".repeat(40), logger });
      const accounts = createAccounts(auth, handle.db, { googleEnabled: false });
      const headers = new Headers();
      expect(await accounts.signIn({ email, password, headers })).toMatchObject({ ok: true });
      expect(
        await accounts.signIn({ email, password: `${password}-wrong`, headers }),
      ).toMatchObject({ ok: false });
    } finally {
      await mailer.stop();
      await handle.close();
    }
  });

  it("admin grants the demo account team access, lists it and revokes it, each audited", async () => {
    const { rows } = await client.query<{ id: string; email: string }>(
      "select id, email from users where email_verified and not coalesce(is_anonymous, false)",
    );
    const { id, email } = rows[0]!;
    expectExit(await runTool(directory, "admin", ["grant", email]), 0);
    const listed = await runTool(directory, "admin", ["list"]);
    expectExit(listed, 0);
    expect(listed.stdout).toContain(email);
    expectExit(await runTool(directory, "admin", ["revoke", email]), 0);
    expect(await count("team_members")).toBe(0);
    expectExit(await runTool(directory, "admin", ["grant", "nobody@example.com"]), 1);

    // Who (the command line), whom and when, for the grant and the revoke alone.
    const audited = await client.query(
      `select actor_user_id, actor_email, action, target_type, target_id, detail,
              created_at > now() - interval '1 hour' as recent
         from audit_log where target_type = 'account' order by id`,
    );
    expect(audited.rows).toEqual(
      ["team.grant", "team.revoke"].map((action) => ({
        actor_user_id: null,
        actor_email: "command line",
        action,
        target_type: "account",
        target_id: id,
        detail: { email },
        recent: true,
      })),
    );
  });

  it("export-records and jobs-run-due run on it and exit 0", async () => {
    const contacts = await runTool(directory, "export-records", ["contacts", "--format", "json"]);
    expectExit(contacts, 0);
    const rows = JSON.parse(contacts.stdout) as { email: string }[];
    expect(rows.length).toBe(await count("contacts"));

    const consultations = await runTool(directory, "export-records", [
      "consultations",
      "--since",
      "2020-01-01",
    ]);
    expectExit(consultations, 0);
    expect(consultations.stdout.trim().split("\n").length).toBeGreaterThan(1);

    const usage = await runTool(directory, "export-records", ["everything"]);
    expectExit(usage, 2);

    const jobs = await runTool(directory, "jobs-run-due");
    expectExit(jobs, 0);
    expect(jobs.stdout).toContain("Closed 0 account(s)");
    expect((await readdir(directory)).sort()).toEqual([".env", "build"]);
  });

  it("seed refuses a database that holds anything, and changes nothing", async () => {
    const before = await count("users");
    const run = await runTool(directory, "seed");
    expectExit(run, 1);
    expect(run.stderr).toContain("The database already holds 1 account(s)");
    expect(run.stderr).toContain("nothing was changed");
    expect(run.stdout).not.toContain("password");
    expect(await count("users")).toBe(before);
  });

  it("seed refuses a database with a single subscription, before migrating it", async () => {
    const other = await createPostgresDatabase();
    const otherDirectory = await releaseDirectory(`DATABASE_URL=${other.url}\n`);
    const otherClient = new pg.Client({ connectionString: other.url });
    await otherClient.connect();
    try {
      // A table of an older schema, holding one row; no migrations recorded.
      await otherClient.query("create table subscriptions (id text primary key, email text)");
      await otherClient.query("insert into subscriptions values ('a', 'reader@example.com')");
      const run = await runTool(otherDirectory, "seed");
      expectExit(run, 1);
      expect(run.stderr).toContain("1 newsletter subscription(s)");
      const { rows } = await otherClient.query<{ name: string | null }>(
        "select to_regclass('drizzle.__drizzle_migrations')::text as name",
      );
      expect(rows[0]!.name).toBeNull();
      expect((await otherClient.query("select * from subscriptions")).rows).toEqual([
        { id: "a", email: "reader@example.com" },
      ]);
    } finally {
      await otherClient.end();
      await other.drop();
      await rm(otherDirectory, { recursive: true, force: true });
    }
  });
});

describe("release tools on the embedded database named in .env", () => {
  let directory: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "release-data-"));
    directory = await releaseDirectory(`DATA_DIR=${dataDir}\nLOG_LEVEL=warn\n`);
  });
  afterAll(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("db-migrate and seed use DATA_DIR from .env, not ./data", { timeout: 180_000 }, async () => {
    const migrate = await runTool(directory, "db-migrate");
    expectExit(migrate, 0);
    expect(migrate.stdout).toContain(`Migrations applied to the embedded database in ${dataDir}`);
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);

    const seeded = await runTool(directory, "seed");
    expectExit(seeded, 0);
    expect(printedCredentials(seeded.stdout).email).toMatch(/@/);

    const again = await runTool(directory, "seed");
    expectExit(again, 1);
    expect(again.stderr).toContain("already holds 1 account(s)");
    expect((await readdir(directory)).sort()).toEqual([".env", "build"]);
  });
});
