// `npm run bench:campaign`: a newsletter campaign to 10,000 subscribers. Measures the time to
// queue it (one INSERT … SELECT) and the rate at which the outbox worker delivers it to a local
// SMTP server that counts what it receives, on the embedded database and, when DATABASE_URL
// names a scratch PostgreSQL database, on PostgreSQL too. Writes docs/benchmarks/campaign.md.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { finishCampaigns } from "#app/admin/campaigns/campaign-progress.server.ts";
import { sendCampaign } from "#app/admin/campaigns/campaign-send.server.ts";
import { createCampaign } from "#app/admin/campaigns/campaign-store.server.ts";
import { openDatabase, type DatabaseSettings } from "#app/db/client.server.ts";
import { createMailer } from "#app/email/mailer.server.ts";
import { OUTBOX_CLAIM_PER_CONNECTION } from "#app/email/outbox-worker.server.ts";
import { CAMPAIGN_CONNECTIONS } from "#app/email/transport.server.ts";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const actor = { userId: "bench", email: "team@example.com", name: "Bench" };
const body = `Hello,

This month: **three client results**, a guide to [measuring an AI pilot](https://kestrel.test/guides/pilot)
and what changed in the models we use.

- Support triage that answers in minutes
- Forecasts the finance team trusts
- Contract review without the backlog

Thanks for reading.`;

/** An SMTP server that accepts everything and counts messages per recipient. */
async function startSink() {
  const perRecipient = new Map<string, number>();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // A mail server looks up every client's name; a local one has nothing to find.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.on("end", () => {
        received += 1;
        for (const { address } of session.envelope.rcptTo) {
          perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
        }
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    duplicates: () => [...perRecipient.values()].filter((count) => count > 1).length,
    recipients: () => perRecipient.size,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function run(label: string, settings: DatabaseSettings) {
  const handle = await openDatabase(settings);
  await handle.migrate();
  const { db } = handle;
  const sink = await startSink();
  const mailer = createMailer(
    db,
    { from: "news@kestrel.test", smtpUrl: sink.url },
    { logger: pino({ level: "silent" }) },
  );
  try {
    await db.execute(sql`
      insert into subscriptions (id, email, status)
      select 'bench-' || n, 'reader-' || n || '@bench.example', 'subscribed'
      from generate_series(1, ${SUBSCRIBERS}::int) as n`);
    const campaignId = await createCampaign(db, actor, { subject: "Kestrel AI monthly", body });

    const queueStarted = performance.now();
    const sent = await sendCampaign(db, actor, { campaignId, appUrl: "https://kestrel.test" });
    const queueMs = performance.now() - queueStarted;
    if (sent.outcome !== "queued" || sent.recipients !== SUBSCRIBERS)
      throw new Error(`Queued ${JSON.stringify(sent)}`);

    const sendStarted = performance.now();
    mailer.deliverSoon();
    while (sink.received() < SUBSCRIBERS) await new Promise((resolve) => setTimeout(resolve, 50));
    const sendMs = performance.now() - sendStarted;
    // The worker records the last deliveries just after the SMTP server has them.
    while ((await finishCampaigns(db)).length === 0)
      await new Promise((resolve) => setTimeout(resolve, 50));

    const result = {
      label,
      queueMs,
      sendMs,
      rate: SUBSCRIBERS / (sendMs / 1000),
      recipients: sink.recipients(),
      duplicates: sink.duplicates(),
    };
    console.log(
      `${label}: queued ${SUBSCRIBERS} emails in ${queueMs.toFixed(0)} ms; delivered all in ${(sendMs / 1000).toFixed(1)} s ` +
        `(${result.rate.toFixed(0)} emails/s); ${result.recipients} addresses, ${result.duplicates} received twice`,
    );
    await db.execute(sql`delete from email_outbox where campaign_id = ${campaignId}::uuid`);
    await db.execute(sql`delete from newsletter_campaigns where id = ${campaignId}::uuid`);
    await db.execute(sql`delete from subscriptions where id like 'bench-%'`);
    await db.execute(sql`delete from audit_log where actor_email = ${actor.email}`);
    return result;
  } finally {
    await mailer.stop();
    await sink.stop();
    await handle.close();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), "bench-campaign-"));
const results = [];
try {
  results.push(await run("PGlite (embedded)", { kind: "pglite", dataDir }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  results.push(await run("PostgreSQL", { kind: "postgres", url: process.env.DATABASE_URL }));
}

const rows = results.map(
  (r) =>
    `| ${r.label} | ${r.queueMs.toFixed(0)} ms | ${(r.sendMs / 1000).toFixed(1)} s | ${r.rate.toFixed(0)} | ${r.recipients.toLocaleString("en-US")} | ${r.duplicates} |`,
);
const report = `# Newsletter campaign

\`npm run bench:campaign\`: a campaign to ${SUBSCRIBERS.toLocaleString("en-US")} subscribed addresses, queued
and delivered by the application's own code (the send action's INSERT … SELECT and the outbox
worker with its SMTP transport, as in the server) to a local SMTP server that accepts and counts
every message. On PostgreSQL only when \`DATABASE_URL\` names a scratch database.

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}.

| Database | Time to queue | Time to deliver all | Emails/s | Addresses reached | Received twice |
| -------- | ------------- | ------------------- | -------- | ----------------- | -------------- |
${rows.join("\n")}

Queueing renders the email once and lets the database write the ${SUBSCRIBERS.toLocaleString("en-US")} rows, each with
its subscriber's unsubscribe token, in one statement. Delivery is one worker in one process,
claiming ${OUTBOX_CLAIM_PER_CONNECTION * CAMPAIGN_CONNECTIONS} campaign emails at a time (other mail is claimed first) and sending them over
${CAMPAIGN_CONNECTIONS} kept-open SMTP connections at once; several server processes share the work. Each email is
recorded as sent as soon as the SMTP server accepts it, before its connection takes the next one;
the records of connections that finish together share a statement.
`;
await writeFile(new URL("../../docs/benchmarks/campaign.md", import.meta.url), report);
console.log("Wrote docs/benchmarks/campaign.md");
