// `npm run seed` (in a release: `node build/seed.js`): fills an EMPTY database with demo data so
// that every page has something to show: a verified demo account (its email and a random
// password are printed), contact messages, consultation requests with preferred dates ahead,
// newsletter subscriptions (active and unsubscribed) and a chat conversation of the demo account.
// A database that already holds accounts or submissions is refused (exit code 1) and left as it
// was. Everything is written through the app's own services; no email is queued or sent.
// With the embedded database, stop the server first: only one process may open it at a time.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { createAccounts } from "#app/auth/accounts.server.ts";
import { createAuth } from "#app/auth/auth.server.ts";
import { createBuiltInAssistant } from "#app/chat/engine/built-in-assistant.server.ts";
import {
  createConversationStore,
  prefixedId,
} from "#app/chat/conversations/conversations.server.ts";
import { ConfigError } from "#app/config/env.server.ts";
import { getOrCreateSecret } from "#app/db/app-secrets.server.ts";
import { DatabaseConnectionError, openDatabase, type Database } from "#app/db/client.server.ts";
import type { OutgoingEmail } from "#app/db/email-outbox.server.ts";
import { subscriptions, users } from "#app/db/schema.server.ts";
import type { Mailer } from "#app/email/mailer.server.ts";
import { bookableDates, businessClock } from "#app/inquiries/booking-dates.ts";
import { consultationSchema } from "#app/inquiries/consultation-schema.ts";
import { contactSchema } from "#app/inquiries/contact-schema.ts";
import { createInquiryInboxes } from "#app/inquiries/inquiry-inboxes.server.ts";
import { createNewsletterInbox } from "#app/newsletter/newsletter-inbox.server.ts";
import { newsletterSchema } from "#app/newsletter/newsletter-schema.ts";
import { unsubscribe } from "#app/newsletter/subscriptions.server.ts";
import { createLogger } from "#server/logger.ts";
import { readConfig } from "#server/read-config.ts";

const DEMO_EMAIL = "demo@example.com";
const DEMO_NAME = "Dana Demo";

/** Tables whose rows mean the database is in use: accounts and what visitors sent. */
const guardedTables = {
  users: "account(s)",
  contacts: "contact message(s)",
  consultations: "consultation request(s)",
  subscriptions: "newsletter subscription(s)",
  conversations: "chat conversation(s)",
} as const;

class NotEmptyError extends Error {}

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  // Both drivers answer `execute` with a `rows` array.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * What the database holds already, by table, read before anything is written (not even a
 * migration): a table that does not exist yet holds nothing.
 */
async function existingRecords(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const [table, label] of Object.entries(guardedTables)) {
    const [exists] = await rowsOf<{ present: boolean }>(
      db,
      sql`select to_regclass(${table}) is not null as present`,
    );
    if (!exists?.present) continue;
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    const count = Number(row?.count ?? 0);
    if (count > 0) found.push(`${count} ${label}`);
  }
  return found;
}

/**
 * A mailer that keeps every email in memory and never writes it to the outbox, so the server's
 * outbox worker can never deliver a demo email. The account's verification link is read from
 * here and followed, as its owner would.
 */
function keepingMailer(): Mailer & { kept: OutgoingEmail[] } {
  const kept: OutgoingEmail[] = [];
  const keep = (email: OutgoingEmail) => {
    kept.push(email);
    return randomUUID();
  };
  return {
    kept,
    delivery: "dev-mailbox",
    queue: async (_executor, email) => keep(email),
    queueAll: async (_executor, emails) => emails.map(keep),
    send: async (email) => keep(email),
    deliverSoon() {},
    drain: async () => {},
    stop: async () => {},
  };
}

/** The verification code in the newest emailed link to /welcome?mode=verifyEmail. */
function verificationCode(emails: OutgoingEmail[], recipient: string): string {
  for (const email of [...emails].reverse()) {
    if (email.recipient !== recipient) continue;
    for (const match of email.text.matchAll(/https?:\/\/\S+\/welcome\?\S+/g)) {
      const url = new URL(match[0]);
      const code = url.searchParams.get("oobCode");
      if (url.searchParams.get("mode") === "verifyEmail" && code) return code;
    }
  }
  throw new Error(`No verification link was sent to ${recipient}`);
}

/** Weekdays that can still be booked, from tomorrow on (never today, never the past). */
function futureDates(count: number, offset = 0): string[] {
  const clock = businessClock();
  return bookableDates(clock)
    .filter((date) => date > clock.date)
    .slice(offset, offset + count);
}

async function seed() {
  const config = readConfig();
  const database = await openDatabase(config.database);
  try {
    const existing = await existingRecords(database.db);
    if (existing.length > 0) {
      throw new NotEmptyError(
        `The database already holds ${existing.join(", ")}. Seeding only fills an empty ` +
          "database, so nothing was changed. Point DATABASE_URL (or DATA_DIR) at an empty one.",
      );
    }
    await database.migrate();
    const { db } = database;
    const logger = createLogger(config.logLevel === "silent" ? "silent" : "warn");
    const mailer = keepingMailer();

    // The account, through Better Auth as a visitor signing up would, then verified through the
    // emailed link: the password hash and every auth row are exactly what the site writes.
    const secret = config.authSecret ?? (await getOrCreateSecret(db, "auth"));
    const auth = createAuth({ config, db, mailer, secret, logger });
    const accounts = createAccounts(auth, db, { googleEnabled: false });
    const password = randomBytes(12).toString("base64url");
    const signUp = await accounts.signUp({ name: DEMO_NAME, email: DEMO_EMAIL, password });
    if (!signUp.ok) throw new Error(`Could not create the demo account: ${JSON.stringify(signUp)}`);
    const verified = await accounts.verifyEmail(verificationCode(mailer.kept, DEMO_EMAIL));
    if (!verified.ok) throw new Error(`Could not verify the demo account: ${verified.error}`);
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    if (!demo?.emailVerified) throw new Error("The demo account is not verified");

    // Contact messages and consultation requests through the forms' inboxes, validated by the
    // forms' own schemas. The inboxes' emails stay in the mailer above.
    const inboxes = createInquiryInboxes({
      db,
      mailer,
      accounts,
      operatorEmail: config.operatorEmail,
    });
    const contactMessages = [
      {
        name: DEMO_NAME,
        email: DEMO_EMAIL,
        company: "Demo Corp",
        message: "Could your AI agents answer our customers' order questions around the clock?",
        userId: demo.id,
      },
      {
        name: "Maya Chen",
        email: "maya.chen@example.com",
        company: "Northwind Logistics",
        message: "We would like to automate shipment status updates. What would a pilot involve?",
        userId: null,
      },
      {
        name: "Tomás Rivera",
        email: "tomas.rivera@example.org",
        company: "Rivera & Sons Retail",
        message: "Does the no-code platform connect to Shopify and our warehouse spreadsheet?",
        userId: null,
      },
    ];
    for (const { userId, ...fields } of contactMessages) {
      const input = contactSchema.parse(fields);
      await inboxes.contact.submit({ input, userId, spam: false, attempter: null });
    }

    const schema = consultationSchema(businessClock());
    const consultationRequests = [
      {
        userId: demo.id,
        fields: {
          name: DEMO_NAME,
          email: DEMO_EMAIL,
          company: "Demo Corp",
          industry: "Technology",
          aiNeeds: "AI Automation",
          message: "We answer about 400 support emails a week.",
          aiAdoptionChallenge: "Integration with existing systems",
          aiUsageType: "Customer engagement and support",
          aiExperience: "Using basic AI tools",
          dates: futureDates(2),
          times: ["10:00 AM", "02:00 PM"],
          schedulingPreferences: "Mornings suit us best.",
        },
      },
      {
        userId: null,
        fields: {
          name: "Priya Natarajan",
          email: "priya@example.net",
          company: "Helix Health Clinics",
          industry: "Healthcare",
          aiNeeds: "Personalization",
          message: "",
          aiAdoptionChallenge: "Data privacy and security",
          aiUsageType: "Data insights and analytics",
          aiExperience: "Starting fresh with AI",
          dates: futureDates(3, 2),
          times: ["09:00 AM"],
          schedulingPreferences: "",
        },
      },
    ];
    for (const { userId, fields } of consultationRequests) {
      const { dates, times, ...rest } = fields;
      const input = schema.parse({
        ...rest,
        selectedDates: dates.map((date) => ({ date, times })),
        lastSelectedDate: dates.at(-1) ?? null,
      });
      await inboxes.consultation.submit({ input, userId, spam: false, attempter: null });
    }

    // Newsletter subscriptions, as the footer form and the unsubscribe link write them (the
    // welcome emails stay in the mailer above).
    const newsletter = createNewsletterInbox({ db, mailer, accounts, appUrl: config.appUrl });
    const subscribers = [
      { email: DEMO_EMAIL, userId: demo.id, unsubscribed: false },
      { email: "maya.chen@example.com", userId: null, unsubscribed: false },
      { email: "li.wei@example.com", userId: null, unsubscribed: false },
      { email: "omar.haddad@example.org", userId: null, unsubscribed: false },
      { email: "former.reader@example.com", userId: null, unsubscribed: true },
      { email: "moved.on@example.net", userId: null, unsubscribed: true },
    ];
    for (const { email, userId, unsubscribed } of subscribers) {
      const input = newsletterSchema.parse({ email });
      await newsletter.submit({ input, userId, spam: false, attempter: null });
      if (!unsubscribed) continue;
      const [subscription] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.email, input.email), eq(subscriptions.status, "subscribed")));
      if (!subscription) throw new Error(`No subscription was stored for ${input.email}`);
      await unsubscribe(db, subscription.id);
    }

    // One chat conversation of the demo account, answered by the built-in site guide (never a
    // configured model) and stored as the chat socket stores it.
    const store = createConversationStore(db);
    const assistant = createBuiltInAssistant({ chunkDelayMs: 0 });
    const owner = { id: demo.id, name: demo.name, email: demo.email, isAnonymous: false };
    const questions = [
      "Hello!",
      "What AI solutions do you offer?",
      "How does a free consultation work?",
    ];
    const history: { role: "user" | "assistant"; content: string }[] = [];
    let conversationId: string | null = null;
    for (const message of questions) {
      const invocationId = prefixedId("inv");
      const question = { author: "user" as const, invocationId, textContent: message };
      if (conversationId === null) {
        conversationId = await store.open(owner, randomBytes(8).toString("hex"), {
          ...question,
          isTurnComplete: true,
        });
      } else {
        await store.append(conversationId, { ...question, isTurnComplete: true });
      }
      let answer = "";
      const signal = new AbortController().signal;
      for await (const chunk of assistant.reply({ message, history: [...history], signal })) {
        answer += chunk;
      }
      await store.append(conversationId, {
        author: "root_agent",
        invocationId,
        textContent: answer,
        isTurnComplete: true,
      });
      history.push({ role: "user", content: message }, { role: "assistant", content: answer });
    }

    console.log("Seeded the database:");
    console.log(
      `  1 verified account, ${contactMessages.length} contact messages, ` +
        `${consultationRequests.length} consultation requests, ${subscribers.length} newsletter ` +
        `subscriptions (${subscribers.filter((s) => s.unsubscribed).length} unsubscribed), ` +
        `1 chat conversation of ${questions.length * 2} messages. No email was queued.`,
    );
    console.log("Sign in with the demo account:");
    console.log(`  email:    ${DEMO_EMAIL}`);
    console.log(`  password: ${password}`);
  } finally {
    await database.close();
  }
}

try {
  await seed();
} catch (error) {
  const expected =
    error instanceof NotEmptyError ||
    error instanceof ConfigError ||
    error instanceof DatabaseConnectionError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
