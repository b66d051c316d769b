import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { openDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import { dataExports, users } from "#app/db/schema.server.ts";
import { signInThrottleRules } from "#app/auth/sign-in-throttle.server.ts";
import { contactEmailSubjects } from "#app/inquiries/contact-emails.server.ts";
import { actionLinkIn } from "#tests/support/account-server.ts";
import {
  chatHandshakeStatus,
  chatSocketUrl,
  chatTurn,
  cookieHeader,
  postForm,
  request,
  type ClientOptions,
} from "#tests/support/http-client.ts";
import { startReverseProxy, type ReverseProxy } from "#tests/support/reverse-proxy.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { createPostgresDatabase, queryRows } from "#tests/support/test-database.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipNote = postgresUrl
  ? ""
  : " (skipped: TEST_DATABASE_URL is not set, and the processes must share one PostgreSQL server)";

const TEAM_INBOX = "team@kestrel.test";
const PASSWORD = "Scale-out-Pa55word";
const DAY_MS = 86_400_000;

const toAddress = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");
const unique = () => randomBytes(4).toString("hex");
const until = async (done: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.skipIf(!postgresUrl)(`two server processes on one PostgreSQL${skipNote}`, () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  /** Every process that came up, stopped at the end even if the other one failed to. */
  const launched: RunningServer[] = [];
  let a: RunningServer;
  let b: RunningServer;
  let proxy: ReverseProxy;
  /** The public origin: nginx's, which both processes carry as APP_URL. */
  let appUrl: string;

  const account = { name: "Scale Tester", email: `scale-${unique()}@example.com` };
  let sessionCookie = "";

  /**
   * The headers nginx adds when it forwards a request from `client` (see the template). The
   * side-by-side tests speak to each process directly, so that they choose which one answers,
   * and say what nginx would: the request arrived on the public origin from that address.
   */
  const forwardedFrom = (client: string) => ({
    host: new URL(appUrl).host,
    "x-forwarded-host": new URL(appUrl).host,
    "x-forwarded-proto": "https",
    "x-forwarded-for": client,
  });

  /** Mail the test SMTP server accepted for `address`. */
  const mailTo = (address: string, subject?: string) =>
    smtp.messages.filter(
      (mail) => toAddress(mail) === address && (subject === undefined || mail.subject === subject),
    );

  /** Resolves once the outbox holds nothing that either process still has to send. */
  async function outboxDrained() {
    await until(async () => {
      const [row] = await queryRows<{ waiting: number }>(
        handle.db,
        sql`select count(*)::int as waiting from email_outbox where status in ('pending', 'sending')`,
      );
      return row?.waiting === 0;
    }, "both outbox workers to send everything");
    // A worker that had claimed a row twice would send its second copy right after the first;
    // both workers poll every 2 s, so after 3 s of quiet nothing is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }

  beforeAll(async () => {
    database = await createPostgresDatabase();
    smtp = await startTestSmtpServer();
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    appUrl = `https://127.0.0.1:${httpsPort}`;
    const env = {
      APP_URL: appUrl,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: "4",
      SMTP_URL: smtp.url,
      OPERATOR_EMAIL: TEAM_INBOX,
      TRUST_PROXY: "true",
    };
    // Both start at the same moment on the empty database: both migrate it, and both fetch the
    // session signing secret kept there (no AUTH_SECRET), so they must agree on it.
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const result of started) if (result.status === "fulfilled") launched.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    [a, b] = launched as [RunningServer, RunningServer];
    proxy = await startReverseProxy({
      upstreams: [a.url, b.url].map((url) => new URL(url).host),
      httpsPort,
      httpPort,
    });
    handle = await openDatabase({ kind: "postgres", url: database.url, poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(launched.map((server) => server.stop()));
    await handle?.close();
    await smtp?.stop();
    await database?.drop();
  });

  describe("side by side", () => {
    it("both start on one fresh database at once, each migration applied exactly once", async () => {
      for (const server of [a, b]) {
        const response = await request(`${server.url}/readyz`);
        expect(response.status).toBe(200);
        const { migrations } = JSON.parse(response.body) as {
          migrations: { expected: number; applied: number };
        };
        expect(migrations.applied).toBe(migrations.expected);
        const recorded = await queryRows<{ hash: string }>(
          handle.db,
          sql`select hash from drizzle.__drizzle_migrations`,
        );
        expect(recorded).toHaveLength(migrations.expected);
      }
    });

    it("sign up on A, verify through B, sign in on A, and B knows the session", async () => {
      const visitor = { headers: forwardedFrom("127.0.0.11") };
      const signUp = await postForm(
        `${a.url}/sign-in`,
        { intent: "sign-up", name: account.name, email: account.email, password: PASSWORD },
        { origin: appUrl, ...visitor },
      );
      expect(signUp.status).toBe(200);

      const verification = await smtp.waitForMessage(
        (mail) =>
          toAddress(mail) === account.email && mail.subject === accountEmailSubjects.verification,
      );
      // The emailed link names the public address, not the process that sent it.
      expect(verification.text).toContain(`${appUrl}/welcome?`);
      const link = actionLinkIn(verification.text);
      const oobCode = new URL(link, appUrl).searchParams.get("oobCode") ?? "";
      const verified = await postForm(
        `${b.url}${link}`,
        // No cookies: another browser than the one that signed up, so it needs the password.
        { intent: "verify", oobCode, password: PASSWORD },
        { origin: appUrl, ...visitor },
      );
      expect(verified.status).toBeLessThan(400);
      const [user] = await handle.db
        .select({ emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, account.email));
      expect(user?.emailVerified).toBe(true);

      const signIn = await postForm(
        `${a.url}/sign-in`,
        { intent: "sign-in", email: account.email, password: PASSWORD, redirectTo: "/profile" },
        { origin: appUrl, ...visitor },
      );
      expect(signIn.status).toBe(302);
      sessionCookie = cookieHeader(signIn.setCookies);
      expect(sessionCookie).toContain("session_token=");

      const profile = await request(`${b.url}/profile`, {
        headers: { ...visitor.headers, cookie: sessionCookie },
      });
      expect(profile.status).toBe(200);
      expect(profile.body).toContain(account.email);
      expect(profile.body).toContain(account.name);
    });

    it("count one email's failed sign-ins together: the limit falls at the same total as on one process", async () => {
      const email = `limited-${unique()}@example.com`;
      const limit = signInThrottleRules.perAccount;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= limit; attempt += 1) {
        const server = attempt % 2 === 0 ? a : b;
        const response = await postForm(
          `${server.url}/sign-in`,
          { intent: "sign-in", email, password: "not-the-password" },
          { origin: appUrl, headers: forwardedFrom("127.0.0.12") },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
    });

    it("count one address's failed sign-ins together: the limit falls at the same total as on one process", async () => {
      const limit = signInThrottleRules.perClient;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= limit; attempt += 1) {
        const server = attempt % 2 === 0 ? a : b;
        const response = await postForm(
          `${server.url}/sign-in`,
          { intent: "sign-in", email: `nobody-${attempt}-${unique()}@example.com`, password: "x" },
          { origin: appUrl, headers: forwardedFrom("127.0.0.13") },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
    });

    it("deliver every outbox email exactly once while both workers run", async () => {
      const messages = 12;
      const senders = Array.from({ length: messages }, (_, index) => ({
        name: `Sender ${index}`,
        email: `sender-${index}-${unique()}@example.com`,
        company: `Company ${index}`,
      }));
      const send = (index: number) =>
        postForm(
          `${(index % 2 === 0 ? a : b).url}/contact`,
          { ...senders[index]!, message: "Please tell us how two processes share one outbox." },
          { origin: appUrl, headers: forwardedFrom("127.0.0.14") },
        );
      // The mail server stalls: the first message to A and the first to B leave both workers
      // stuck mid-send while the rest pile up in the outbox.
      const release = smtp.holdMail();
      expect((await send(0)).status).toBe(200);
      await until(() => smtp.heldMessages === 1, "A's worker to start sending");
      expect((await send(1)).status).toBe(200);
      await until(() => smtp.heldMessages === 2, "B's worker to start sending");
      const rest = await Promise.all(senders.slice(2).map((_, index) => send(index + 2)));
      expect(rest.map((response) => response.status)).toEqual(Array(messages - 2).fill(200));
      // A slow transaction elsewhere holds the waiting rows when the mail server recovers. Both
      // workers come back for more mail: a claim that skips locked rows moves on, one that
      // waited for them would take the same rows in both processes once they are let go.
      const locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      await locker.query("begin");
      const held = await locker.query(
        "select id from email_outbox where status = 'pending' for update",
      );
      expect(held.rowCount).toBeGreaterThan(0);
      release();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await locker.query("commit");
      await locker.end();

      await until(
        () =>
          senders.every((sender) => mailTo(sender.email).length > 0) &&
          mailTo(TEAM_INBOX).length >= messages,
        "every contact email",
      );
      await outboxDrained();
      for (const sender of senders) {
        expect(mailTo(sender.email, contactEmailSubjects.acknowledgement)).toHaveLength(1);
        expect(mailTo(TEAM_INBOX, contactEmailSubjects.notification(sender))).toHaveLength(1);
      }
      expect(mailTo(TEAM_INBOX)).toHaveLength(messages);
      const messageIds = smtp.messages.map((mail) => mail.messageId);
      expect(new Set(messageIds).size).toBe(messageIds.length);
    });

    it("run each due account job once with both schedulers at work", async () => {
      // Accounts whose erasure is due, and accounts waiting for their data export.
      const makeUsers = (prefix: string, count: number) =>
        Array.from({ length: count }, (_, index) => ({
          id: `${prefix}-${index}-${unique()}`,
          name: `${prefix} ${index}`,
          email: `${prefix}-${index}-${unique()}@example.com`,
          emailVerified: true,
        }));
      const erased = makeUsers("erased", 6).map((user) => ({
        ...user,
        status: "closed" as const,
        deletionRequestedAt: new Date(Date.now() - 31 * DAY_MS),
      }));
      const exporting = makeUsers("exporting", 8);
      await handle.db.insert(users).values([...erased, ...exporting]);
      await handle.db.insert(dataExports).values(exporting.map((user) => ({ userId: user.id })));

      // The signed-in account asks for its export on both processes at once: each request
      // wakes its own process's scheduler, so both work through the same due rows together.
      const requests = await Promise.all(
        [a, b].map((server) =>
          postForm(
            `${server.url}/privacy-settings`,
            { intent: "export" },
            { origin: appUrl, cookie: sessionCookie, headers: forwardedFrom("127.0.0.11") },
          ),
        ),
      );
      expect(requests.map((response) => response.status)).toEqual([200, 200]);

      const subject = accountEmailSubjects.dataExport;
      await until(
        () =>
          exporting.every((user) => mailTo(user.email, subject).length > 0) &&
          mailTo(account.email, subject).length >= 2,
        "every data export email",
      );
      await outboxDrained();
      for (const user of exporting) expect(mailTo(user.email, subject)).toHaveLength(1);
      expect(mailTo(account.email, subject)).toHaveLength(2);
      const exportRows = await handle.db.select({ status: dataExports.status }).from(dataExports);
      expect(exportRows).toHaveLength(exporting.length + 2);
      expect(exportRows.every((row) => row.status === "ready")).toBe(true);

      await until(async () => {
        const rows = await handle.db.select({ purgedAt: users.purgedAt }).from(users);
        return rows.filter((row) => row.purgedAt !== null).length === erased.length;
      }, "both erasures");
      const tombstones = await queryRows<{ email: string; name: string }>(
        handle.db,
        sql`select email, name from users where purged_at is not null`,
      );
      expect(tombstones).toHaveLength(erased.length);
      for (const row of tombstones) {
        expect(row.email).toMatch(/^deleted-.+@deleted\.invalid$/);
        expect(row.name).toBe("Deleted user");
      }
    });

    it("both serve the chat to a page of the public origin", async () => {
      for (const [server, clientId] of [
        [a, "scale-out-chat-on-a"],
        [b, "scale-out-chat-on-b"],
      ] as const) {
        const answer = await chatTurn(
          chatSocketUrl(server.url, clientId),
          "What does Kestrel AI offer?",
          { origin: appUrl },
        );
        expect(answer.length).toBeGreaterThan(20);
      }
    });
  });

  describe("behind nginx (deploy/nginx/kestrel.conf.template)", () => {
    const through = (path: string, client: ClientOptions & { headers?: Record<string, string> }) =>
      request(`${proxy.url}${path}`, { ca: proxy.ca, ...client });

    it("serves pages and assets over https with the site's headers", async () => {
      const home = await through("/", { localAddress: "127.0.0.20" });
      expect(home.status).toBe(200);
      expect(home.body).toMatch(/<h1[^>]*>/);
      expect(home.headers["strict-transport-security"]).toContain("max-age=");
      const asset = /\/assets\/entry\.client-[\w-]+\.js/.exec(home.body)?.[0];
      expect((await through(asset ?? "/assets/missing.js", {})).status).toBe(200);
      expect((await through("/contact", {})).status).toBe(200);
    });

    it("redirects plain http to the public origin and drops other host names", async () => {
      const plain = await request(`${proxy.plainUrl}/contact?x=1`);
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe(`${appUrl}/contact?x=1`);
      await expect(
        through("/", { headers: { host: "elsewhere.example" }, localAddress: "127.0.0.20" }),
      ).rejects.toThrow();
    });

    it("takes a contact form post and delivers its emails", async () => {
      const email = `proxied-${unique()}@example.com`;
      const response = await postForm(
        `${proxy.url}/contact`,
        {
          name: "Proxied Sender",
          email,
          company: "Edge Ltd",
          message: "Sent through the reverse proxy in front of both processes.",
        },
        { origin: appUrl, ca: proxy.ca, localAddress: "127.0.0.20" },
      );
      expect(response.status).toBe(200);
      await smtp.waitForMessage((mail) => toAddress(mail) === email);
    });

    it("signs in with a Secure cookie that opens the profile", async () => {
      const client = { ca: proxy.ca, localAddress: "127.0.0.23" };
      const signIn = await postForm(
        `${proxy.url}/sign-in`,
        { intent: "sign-in", email: account.email, password: PASSWORD, redirectTo: "/profile" },
        { origin: appUrl, ...client },
      );
      expect(signIn.status).toBe(302);
      const session = signIn.setCookies.find((cookie) => cookie.includes("session_token="));
      expect(session).toMatch(/^__Secure-/);
      expect(session).toMatch(/;\s*Secure/i);
      for (let visit = 0; visit < 2; visit += 1) {
        const profile = await through("/profile", {
          ...client,
          headers: { cookie: cookieHeader(signIn.setCookies) },
        });
        expect(profile.status).toBe(200);
        expect(profile.body).toContain(account.email);
      }
      // Marketing pages are cached for visitors without a site cookie; a signed-in visitor on
      // https (whose cookie is named __Secure-…) must get the page with their own header.
      const home = await through("/", {
        ...client,
        headers: { cookie: cookieHeader(signIn.setCookies) },
      });
      // React joins the two text pieces with an empty comment.
      expect(home.body).toMatch(new RegExp(`Account menu for (<!-- -->)?${account.name}`));
    });

    it("upgrades the chat WebSocket for the public origin and refuses a foreign one", async () => {
      const client = { ca: proxy.ca, localAddress: "127.0.0.24" };
      const answer = await chatTurn(
        chatSocketUrl(proxy.url, "proxied-chat"),
        "How do I book a consultation?",
        { origin: appUrl, ...client },
      );
      expect(answer.length).toBeGreaterThan(20);
      expect(
        await chatHandshakeStatus(chatSocketUrl(proxy.url, "foreign-chat"), {
          origin: "https://attacker.example",
          ...client,
        }),
      ).toBe(403);
    });

    it("rate-limits by the address nginx saw, which a forged X-Forwarded-For cannot change", async () => {
      const limit = signInThrottleRules.perClient;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= limit; attempt += 1) {
        const response = await request(`${proxy.url}/sign-in`, {
          ca: proxy.ca,
          localAddress: "127.0.0.21",
          method: "POST",
          headers: {
            origin: appUrl,
            "content-type": "application/x-www-form-urlencoded",
            // A new made-up address on every attempt, as a client dodging the limit would send.
            "x-forwarded-for": `198.51.100.${attempt + 1}`,
          },
          body: new URLSearchParams({
            intent: "sign-in",
            email: `forger-${attempt}-${unique()}@example.com`,
            password: "x",
          }).toString(),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);

      // Every request reached the processes from nginx's own 127.0.0.1: another visitor behind
      // the same proxy still has a budget of its own.
      const neighbour = await postForm(
        `${proxy.url}/sign-in`,
        { intent: "sign-in", email: `neighbour-${unique()}@example.com`, password: "x" },
        { origin: appUrl, ca: proxy.ca, localAddress: "127.0.0.22" },
      );
      expect(neighbour.status).toBe(401);

      // The failures counted are the ones kept (the refused attempt checked no password).
      const keys = await queryRows<{ key: string; count: number }>(
        handle.db,
        sql`select client_key as key, count(*)::int as count from sign_in_failures
            group by client_key order by client_key`,
      );
      expect(keys).toContainEqual({ key: "127.0.0.21", count: limit });
      expect(keys).toContainEqual({ key: "127.0.0.22", count: 1 });
      expect(keys.some((row) => row.key.includes("198.51.100."))).toBe(false);
    });

    it("left nothing in nginx's error log", async () => {
      expect(await proxy.errorLog()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
    });
  });
});
