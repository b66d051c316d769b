import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "#tests/support/test-database.ts";
import { runServerExpectingExit, startServer, type RunningServer } from "#tests/support/server.ts";

const nonEmptyLines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");

describe("start-up", () => {
  const servers: RunningServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it("creates and migrates the embedded database in an empty DATA_DIR", async () => {
    const server = await startServer();
    servers.push(server);
    expect(existsSync(path.join(server.dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(server.output()).toMatch(
      /Listening on http:\/\/localhost:\d+ \(production, embedded database/,
    );
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
  });

  it("refuses a second process on the same embedded database with one clear line", async () => {
    const server = await startServer();
    servers.push(server);
    const second = await runServerExpectingExit({ DATA_DIR: server.dataDir });
    expect(second.code).toBe(1);
    expect(nonEmptyLines(second.stderr)).toEqual([
      expect.stringMatching(
        /^The embedded database in .+ is in use by another server process \(pid \d+ on .+\)\. Run one process per DATA_DIR, or set DATABASE_URL so that several share PostgreSQL\.$/,
      ),
    ]);
    // The first process never noticed.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("sends HSTS when the public URL is https", async () => {
    const server = await startServer({ APP_URL: "https://www.example.com" });
    servers.push(server);
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("delivers over SMTP when SMTP_URL is set, and then has no development mailbox", async () => {
    const server = await startServer({ SMTP_URL: "smtp://127.0.0.1:9" });
    servers.push(server);
    await expect.poll(() => server.output()).toContain("Email: mail over SMTP");
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("serves the same site on PostgreSQL", async () => {
    const database = await createPostgresDatabase();
    try {
      const server = await startServer({ DATABASE_URL: database.url });
      try {
        const page = await fetch(`${server.url}/solutions`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(">Solutions</a>");
        const health = await fetch(`${server.url}/api/health`);
        expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  });

  it("stops with one clear line naming the host when PostgreSQL is unreachable", async () => {
    const result = await runServerExpectingExit({
      DATABASE_URL: "postgres://app@127.0.0.1:9/site",
    });
    expect(result.code).toBe(1);
    const lines = nonEmptyLines(result.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:9\/site: /);
  });

  it("stops with a message naming each invalid variable", async () => {
    const result = await runServerExpectingExit({ PORT: "eighty", APP_URL: "not a url" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT: expected a port number (got "eighty")');
    expect(result.stderr).toContain("APP_URL: expected an http(s) URL");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
