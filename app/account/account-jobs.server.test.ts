import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { createConversationStore } from "#app/chat/conversations/conversations.server.ts";
import {
  accounts,
  contacts,
  conversationEvents,
  conversations,
  dataExports,
  users,
} from "#app/db/schema.server.ts";
import { subscribe } from "#app/newsletter/subscriptions.server.ts";
import { createTestAccounts, TEST_APP_URL } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { createAccountJobs } from "./account-jobs.server.ts";
import { createLifecycle } from "./lifecycle.server.ts";

const DAY = 86_400_000;

describe.each(testDrivers)("account jobs on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let clock = new Date("2026-04-01T00:00:00Z");
  let jobs: ReturnType<typeof createAccountJobs>;
  let lifecycle: ReturnType<typeof createLifecycle>;

  beforeAll(async () => {
    t = await createTestAccounts(driver);
    jobs = createAccountJobs({ db: t.db, mailer: t.mailer, appUrl: TEST_APP_URL });
    lifecycle = createLifecycle({
      db: t.db,
      mailer: t.mailer,
      appUrl: TEST_APP_URL,
      secret: "s",
      now: () => clock,
    });
  });
  afterAll(() => t.dispose());

  const verifiedUser = async (email: string) => (await t.verifiedUser(email)).user;

  const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  /** A one-turn chat conversation held by the user. */
  async function chatted(user: { id: string; name: string; email: string }, question: string) {
    const store = createConversationStore(t.db);
    const id = await store.open({ ...user, isAnonymous: false }, "client-of-test", {
      author: "user",
      invocationId: "inv_1",
      textContent: question,
      isTurnComplete: true,
    });
    await store.append(id, {
      author: "root_agent",
      invocationId: "inv_1",
      textContent: "An answer.",
      isTurnComplete: true,
    });
    return id;
  }

  /** The token of the download link in the newest export email to `recipient`. */
  async function exportTokenMailedTo(recipient: string) {
    const mail = (await t.mailTo(recipient)).find(
      (m) => m.subject === accountEmailSubjects.dataExport,
    );
    return new URL(/https?:\/\/\S+\/data-export\?token=\S+/.exec(mail!.text)![0]).searchParams.get(
      "token",
    )!;
  }

  it("closes an account at its scheduled date, not before, and only once", async () => {
    clock = new Date("2026-04-01T00:00:00Z");
    const user = await verifiedUser("closing@example.com");
    await lifecycle.requestDeletion(user.id);

    expect((await jobs.runDue(new Date(clock.getTime() + 7 * DAY - 1))).closed).toBe(0);
    expect((await row(user.id)).status).toBe("pending_deletion");
    const due = new Date(clock.getTime() + 7 * DAY);
    const [first, second] = await Promise.all([
      jobs.closeDueAccounts(due),
      jobs.closeDueAccounts(due),
    ]);
    expect(first + second).toBe(1);
    expect((await row(user.id)).status).toBe("closed");
  });

  it("erases personal data 30 days after the deletion request and nothing before", async () => {
    clock = new Date("2026-05-01T00:00:00Z");
    const user = await verifiedUser("erase-me@example.com");
    await subscribe(t.db, { email: "erase-me@example.com", userId: user.id });
    await t.db.insert(contacts).values({
      name: "Erase Me",
      email: "erase-me@example.com",
      company: "Erasable Ltd",
      message: "Please call me.",
      userId: user.id,
    });
    const conversationId = await chatted(user, "Will you forget me?");
    await lifecycle.requestDeletion(user.id);
    await jobs.runDue(new Date(clock.getTime() + 8 * DAY));

    const early = await jobs.runDue(new Date(clock.getTime() + 30 * DAY - 1));
    expect(early.purged).toBe(0);
    expect((await row(user.id)).email).toBe("erase-me@example.com");

    const late = new Date(clock.getTime() + 30 * DAY);
    const [a, b] = await Promise.all([
      jobs.purgeClosedAccounts(late),
      jobs.purgeClosedAccounts(late),
    ]);
    expect(a + b).toBe(1);
    expect(await row(user.id)).toMatchObject({
      status: "closed",
      name: "Deleted user",
      email: `deleted-${user.id}@deleted.invalid`,
      image: null,
      purgedAt: late,
    });
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, user.id))).toHaveLength(0);
    expect(
      await t.db.select().from(conversations).where(eq(conversations.userId, user.id)),
    ).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(conversationEvents)
        .where(eq(conversationEvents.conversationId, conversationId)),
    ).toHaveLength(0);
    const [contact] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.message, "Please call me."));
    expect(contact).toMatchObject({
      name: "Deleted user",
      email: "deleted@deleted.invalid",
      company: "",
      userId: null,
    });
    expect(
      await t.accounts.signUp({
        name: "Again",
        email: "erase-me@example.com",
        password: "again-pass",
      }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("prepares an export, emails a link, and lets it be downloaded once within 24 hours", async () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const user = await verifiedUser("export@example.com");
    await subscribe(t.db, { email: "export-news@example.com", userId: user.id });
    await t.db.insert(contacts).values({
      name: "Ida",
      email: "export@example.com",
      company: "Exporters",
      message: "Hello there.",
      userId: user.id,
    });
    await chatted(user, "What is in my export?");
    await jobs.requestExport(user.id);
    expect((await jobs.runDue(now)).exports).toBe(1);

    const token = await exportTokenMailedTo("export@example.com");
    const [job] = await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(job?.tokenHash).not.toContain(token);

    const soon = new Date(now.getTime() + 1000);
    expect(await jobs.exportOwner(token, soon)).toBe(user.id);
    expect(await jobs.exportOwner(token, new Date(now.getTime() + DAY + 1))).toBeNull();
    expect(await jobs.downloadExport(token, user.id, new Date(now.getTime() + DAY + 1))).toBeNull();
    // Someone else's session cannot use the link, and trying does not use it up.
    const stranger = await verifiedUser("export-stranger@example.com");
    expect(await jobs.downloadExport(token, stranger.id, soon)).toBeNull();
    const content = await jobs.downloadExport(token, user.id, soon);
    const data = JSON.parse(content!);
    expect(data.account).toMatchObject({
      email: "export@example.com",
      displayName: "Ida",
      role: "free",
    });
    expect(data.account).not.toHaveProperty("password");
    expect(data.contacts).toEqual([
      expect.objectContaining({ company: "Exporters", message: "Hello there." }),
    ]);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ email: "export-news@example.com", status: "subscribed" }),
    ]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        userEmail: "export@example.com",
        title: "New conversation",
        events: [
          expect.objectContaining({ author: "user", textContent: "What is in my export?" }),
          expect.objectContaining({ author: "root_agent", textContent: "An answer." }),
        ],
      }),
    ]);
    expect(await jobs.downloadExport(token, user.id, new Date(now.getTime() + 2000))).toBeNull();
  });

  it("erases an export nobody downloaded once its link expires, as part of the due work", async () => {
    const now = new Date("2026-07-01T00:00:00Z");
    const user = await verifiedUser("unfetched@example.com");
    await jobs.requestExport(user.id);
    await jobs.runDue(now);
    const token = await exportTokenMailedTo("unfetched@example.com");

    expect((await jobs.runDue(new Date(now.getTime() + DAY - 1))).expired_export_files).toBe(0);
    expect((await jobs.runDue(new Date(now.getTime() + DAY))).expired_export_files).toBe(1);
    const [job] = await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(job).toMatchObject({ status: "expired", content: null, tokenHash: null });
    expect(await jobs.downloadExport(token, user.id, now)).toBeNull();
  });
});
