import type { ParsedMail } from "mailparser";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactEmailSubjects } from "#app/inquiries/contact-emails.server.ts";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";
import { createHttpVisitor, signInOverHttp } from "#tests/support/http-visitor.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipNote = postgresUrl
  ? ""
  : " (skipped: TEST_DATABASE_URL is not set, and the processes must share one PostgreSQL server)";

const TEAM_INBOX = "team@kestrel.test";
/**
 * Account mail leaves one email at a time and a claim takes ten, so twelve messages (24 emails
 * over two processes) keep every claim of account mail longer than its lease.
 */
const CONTACT_MESSAGES = 12;
const SUBSCRIBERS = 60;
/**
 * The mail server takes 1.5 s to accept each message, and a lease lasts 3 s: a claim takes
 * far longer to send than its lease, which holds only as long as it is renewed.
 */
const ACCEPT_DELAY_MS = 1_500;
const LEASE_MS = "3000";

const toAddress = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");

describe.skipIf(!postgresUrl)(
  `email through a slow mail server from two server processes${skipNote}`,
  () => {
    let site: ConsoleServer;
    let second: RunningServer;
    let database: pg.Client;

    beforeAll(async () => {
      const env = { OPERATOR_EMAIL: TEAM_INBOX, TRUST_PROXY: "true", MAIL_LEASE_MS: LEASE_MS };
      site = await startConsoleServer("postgres", env);
      // The second process: same database, same mail server, same public address.
      second = await startServer({
        ...env,
        PORT: String(await freePort()),
        APP_URL: site.url,
        SMTP_URL: site.smtp.url,
        DATABASE_URL: site.databaseUrl!,
      });
      database = new pg.Client({ connectionString: site.databaseUrl! });
      await database.connect();
    }, 180_000);
    afterAll(async () => {
      await database?.end();
      await second?.stop();
      await site?.stop();
    });

    /** Resolves once neither process has anything left to send. */
    async function outboxDrained() {
      const deadline = Date.now() + 150_000;
      for (;;) {
        const { rows } = await database.query<{ waiting: number }>(
          "select count(*)::int as waiting from email_outbox where status in ('pending', 'sending')",
        );
        if (rows[0]?.waiting === 0) return;
        if (Date.now() > deadline) throw new Error(`${rows[0]?.waiting} emails still unsent`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }

    it("delivers every contact email and campaign email exactly once", async () => {
      site.smtp.acceptDelayMs = ACCEPT_DELAY_MS;
      const earlier = site.smtp.messages.length;
      const processes = [site.url, second.url];

      // Twelve visitors, each from an address of their own, write in through both processes.
      const senders = Array.from({ length: CONTACT_MESSAGES }, (_, n) => ({
        name: `Visitor ${n}`,
        email: `slow-visitor-${n}@example.com`,
        company: `Company ${n}`,
      }));
      const sent = await Promise.all(
        senders.map((sender, n) =>
          createHttpVisitor(processes[n % 2]!, {
            origin: site.url,
            headers: { "x-forwarded-for": `198.51.100.${n + 1}` },
          }).post("/contact", { ...sender, message: "Can an assistant answer our customers?" }),
        ),
      );
      expect(sent.map((response) => response.status)).toEqual(senders.map(() => 200));

      // The team sends a campaign to sixty subscribers; the press reaches both processes.
      await database.query(
        `insert into subscriptions (id, email, status)
         select 'slow-token-' || n, 'slow-reader-' || n || '@example.com', 'subscribed'
         from generate_series(0, $1 - 1) as n`,
        [SUBSCRIBERS],
      );
      const member = createHttpVisitor(site.url);
      await signInOverHttp(member, site.member.email, site.member.password);
      const created = await member.post("/admin/newsletter/campaigns/new", {
        subject: "Slow mail news",
        body: "Sent through a slow mail server.",
      });
      const campaignPath = created.headers.get("location")!;
      const other = createHttpVisitor(second.url, { origin: site.url });
      other.useCookies(member.cookieHeader());
      const presses = await Promise.all(
        [member, other].map((visitor) =>
          visitor.post(campaignPath, { intent: "send", confirmed: "yes" }),
        ),
      );
      expect(presses.map((response) => response.status).sort()).toEqual([200, 409]);

      // Once nothing is left to send, both processes stop: each finishes what it has under way,
      // so that any second copy of an email has arrived before the count.
      await outboxDrained();
      await Promise.all([second.stop(), site.server.stop()]);

      // Every email the visitors, the team and the subscribers were to get, each once.
      const received = site.smtp.messages
        .slice(earlier)
        .map((mail) => `${toAddress(mail)}: ${mail.subject}`);
      const expected = [
        ...senders.flatMap((sender) => [
          `${sender.email}: ${contactEmailSubjects.acknowledgement}`,
          `${TEAM_INBOX}: ${contactEmailSubjects.notification(sender)}`,
        ]),
        ...Array.from(
          { length: SUBSCRIBERS },
          (_, n) => `slow-reader-${n}@example.com: Slow mail news`,
        ),
      ];
      expect(received.sort()).toEqual(expected.sort());
    }, 240_000);
  },
);
