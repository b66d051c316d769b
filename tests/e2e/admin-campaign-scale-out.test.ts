import type { ParsedMail } from "mailparser";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";
import { createHttpVisitor, signInOverHttp } from "#tests/support/http-visitor.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipNote = postgresUrl
  ? ""
  : " (skipped: TEST_DATABASE_URL is not set, and the processes must share one PostgreSQL server)";

const SUBSCRIBERS = 40;
const toAddress = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");

describe.skipIf(!postgresUrl)(`a campaign sent by two server processes${skipNote}`, () => {
  let site: ConsoleServer;
  let second: RunningServer;

  beforeAll(async () => {
    site = await startConsoleServer("postgres");
    // The second process: same database, same mail server, same public address.
    second = await startServer({
      PORT: String(await freePort()),
      APP_URL: site.url,
      SMTP_URL: site.smtp.url,
      DATABASE_URL: site.databaseUrl!,
    });
  }, 180_000);
  afterAll(async () => {
    await second?.stop();
    await site?.stop();
  });

  it("delivers the campaign to every subscribed address exactly once", async () => {
    const readers = Array.from({ length: SUBSCRIBERS }, (_, n) => `scale-reader-${n}@example.com`);
    const client = new pg.Client({ connectionString: site.databaseUrl! });
    await client.connect();
    try {
      await client.query(
        `insert into subscriptions (id, email, status)
         select 'scale-token-' || n, 'scale-reader-' || n || '@example.com', 'subscribed'
         from generate_series(0, $1 - 1) as n`,
        [SUBSCRIBERS],
      );
    } finally {
      await client.end();
    }

    const first = createHttpVisitor(site.url);
    await signInOverHttp(first, site.member.email, site.member.password);
    const created = await first.post("/admin/newsletter/campaigns/new", {
      subject: "Scale-out news",
      body: "Sent by two processes at once.",
    });
    const campaignPath = created.headers.get("location")!;
    expect(campaignPath).toMatch(/^\/admin\/newsletter\/campaigns\/[0-9a-f-]{36}$/);

    // The same press reaches both processes: one of them queues the campaign.
    const other = createHttpVisitor(second.url, { origin: site.url });
    other.useCookies(first.cookieHeader());
    const presses = await Promise.all(
      [first, other, first, other].map((visitor) =>
        visitor.post(campaignPath, { intent: "send", confirmed: "yes" }),
      ),
    );
    expect(presses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);

    const deadline = Date.now() + 60_000;
    const delivered = () => site.smtp.messages.filter((mail) => mail.subject === "Scale-out news");
    while (delivered().length < SUBSCRIBERS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A little longer, so that a duplicate would have had time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(delivered().map(toAddress).sort()).toEqual([...readers].sort());
  }, 180_000);
});
