import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "#app/auth/auth-messages.ts";
import type { DatabaseSettings } from "#app/db/client.server.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import {
  inspectStoredState,
  mailKey,
  TEAM_ADDRESS,
  type Submission,
} from "#tests/support/submission-invariants.ts";
import { createPostgresDatabase } from "#tests/support/test-database.ts";

/**
 * An email that was mid-delivery at the crash waits for its lease to run out before another
 * process may send it; the servers here hold a lease for a few seconds rather than the default
 * minute, so the backlog's delivery is checked on both databases without waiting out a minute.
 * The embedded database runs one statement at a time, so a smaller crowd suffices.
 */
const MAIL_LEASE_MS = "5000";
const kinds = [
  { kind: "postgres", each: 15 },
  { kind: "pglite", each: 6 },
].filter(({ kind }) => kind === "pglite" || process.env.TEST_DATABASE_URL);

const successText: Record<Submission["kind"], string | null> = {
  contact: "Thank you! Your message has been sent.",
  "sign-up": authMessages.signUpSuccess,
  // The wizard's confirmation is drawn by the browser; a 200 is its success answer.
  consultation: null,
};

function formOf({ kind, name, email }: Submission): Record<string, string> {
  switch (kind) {
    case "contact":
      return { name, email, company: "Crash Test Ltd", message: "Sent while the server died." };
    case "consultation":
      return {
        consultation: JSON.stringify({
          name,
          email,
          aiNeeds: "AI Automation",
          aiAdoptionChallenge: "Integration with existing systems",
          aiUsageType: "Customer engagement and support",
          aiExperience: "Using basic AI tools",
        }),
      };
    case "sign-up":
      return { intent: "sign-up", name, email, password: "survives-a-crash" };
  }
}

const pathOf = { contact: "/contact", consultation: "/consultation", "sign-up": "/sign-in" };

/** Sends one submission from its own address (rate limits are per address) and records success. */
async function submit(url: string, submission: Submission, index: number) {
  const response = await fetch(`${url}${pathOf[submission.kind]}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: url,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `10.9.${index >> 8}.${index & 255}`,
    },
    body: new URLSearchParams(formOf(submission)),
  });
  const body = await response.text();
  const expected = successText[submission.kind];
  submission.succeeded = response.status === 200 && (expected === null || body.includes(expected));
}

async function until(condition: () => boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(kinds)("SIGKILL during form submissions on $kind", ({ kind, each }) => {
  let smtp: TestSmtpServer;
  let database: DatabaseSettings;
  let dataDir: string;
  let dropDatabase = async () => {};
  let server: RunningServer | undefined;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dataDir = await mkdtemp(path.join(tmpdir(), "site-kill-"));
    if (kind === "postgres") {
      const postgres = await createPostgresDatabase();
      database = { kind: "postgres", url: postgres.url };
      dropDatabase = postgres.drop;
    } else {
      database = { kind: "pglite", dataDir: dataDir };
    }
  });
  afterAll(async () => {
    await server?.stop();
    await smtp.stop();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const port = await freePort();
    return startServer(
      {
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
        OPERATOR_EMAIL: TEAM_ADDRESS,
        TRUST_PROXY: "true",
        MAIL_RETRY_DELAY_MS: "200",
        MAIL_LEASE_MS,
        ...(database.kind === "postgres" ? { DATABASE_URL: database.url } : {}),
      },
      { dataDir },
    );
  };

  it("loses nothing that was confirmed, leaves nothing half-written, and mails each email once", async () => {
    // The mail provider is having trouble too: every email waits in the outbox at the crash.
    smtp.refuseMail = true;
    server = await start();
    const first = server;

    const submissions: Submission[] = (["contact", "consultation", "sign-up"] as const).flatMap(
      (kind) =>
        Array.from({ length: each }, (_, index) => ({
          kind,
          name: `${kind} sender ${index}`,
          email: `${kind}-${index}@example.com`,
          succeeded: false,
        })),
    );
    // Interleaved, so that every kind is in flight when the process dies.
    submissions.sort((a, b) => a.name.split(" ").at(-1)!.localeCompare(b.name.split(" ").at(-1)!));

    // The first third goes at once; after that each answer lets the next visitor send, so at
    // the kill (the first third answered) another third is in flight, and the rest arrive
    // while the process dies or after, however quickly the server answers.
    const killAfter = Math.ceil(submissions.length / 3);
    const waiting: (() => void)[] = [];
    const turns = submissions.map((_, index) =>
      index < killAfter ? Promise.resolve() : new Promise<void>((go) => waiting.push(go)),
    );
    let answered = 0;
    let killed: Promise<void> | undefined;
    await Promise.all(
      submissions.map((submission, index) =>
        turns[index]!.then(() => submit(first.url, submission, index))
          .catch(() => {})
          .finally(() => {
            answered += 1;
            if (answered >= killAfter) killed ??= first.kill();
            waiting.shift()?.();
          }),
      ),
    );
    await (killed ?? first.kill());
    const confirmed = submissions.filter((submission) => submission.succeeded);
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.length).toBeLessThan(submissions.length);

    // What the crash left behind: whole records only, and every confirmed one.
    const afterCrash = await inspectStoredState(database);
    expect(afterCrash.problems).toEqual([]);
    const storedNames = new Set(afterCrash.stored.map((record) => record.name));
    expect(confirmed.filter((submission) => !storedNames.has(submission.name))).toEqual([]);

    // A new process opens the same data and, once mail is back, delivers the backlog.
    smtp.refuseMail = false;
    server = await start();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const expectedMail = new Set(afterCrash.outbox.map((row) => row.key));
    const delivered = () =>
      smtp.messages.map((mail) =>
        mailKey(mail.to && "text" in mail.to ? mail.to.text : "", mail.subject ?? ""),
      );
    // A row that was mid-delivery at the crash waits for its lease to run out.
    await until(
      () => new Set(delivered()).size >= expectedMail.size,
      "the backlog to be delivered",
      60_000,
    );
    // More polls and retry rounds pass: nothing is delivered a second time.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(delivered().sort()).toEqual([...expectedMail].sort());

    await server.stop();
    server = undefined;
    const afterRestart = await inspectStoredState(database);
    expect(afterRestart.problems).toEqual([]);
    expect(afterRestart.outbox.filter((row) => row.status !== "sent")).toEqual([]);
  }, 300_000);
});
