import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, subscriptions } from "#app/db/schema.server.ts";
import { createTestAccounts } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { createNewsletterInbox, type NewsletterInbox } from "./newsletter-inbox.server.ts";

const post = (email: string, spam = false, clientIp = "203.0.113.7") => ({
  request: new Request("http://localhost/newsletter", { method: "POST" }),
  clientIp,
  input: { email },
  spam,
});

describe.each(testDrivers)("newsletter sign-ups on %s", (driver) => {
  let site: Awaited<ReturnType<typeof createTestAccounts>>;
  let inbox: NewsletterInbox;
  beforeAll(async () => {
    site = await createTestAccounts(driver);
    inbox = createNewsletterInbox({
      db: site.db,
      mailer: site.mailer,
      accounts: site.accounts,
      appUrl: "https://kestrel-ai.example",
    });
  });
  beforeEach(async () => {
    await site.db.delete(emailOutbox);
    await site.db.delete(subscriptions);
  });
  afterAll(() => site.dispose());

  it("subscribes once, with one welcome email, however often the address is sent", async () => {
    const received = await Promise.all([
      inbox.receive(post("reader@example.com")),
      inbox.receive(post("reader@example.com")),
      inbox.receive(post("reader@example.com", false, "198.51.100.9")),
    ]);
    expect(received.every((answer) => answer !== null)).toBe(true);
    const rows = await site.db.select().from(subscriptions);
    expect(rows).toEqual([
      expect.objectContaining({ email: "reader@example.com", status: "subscribed" }),
    ]);
    const mail = await site.mailTo("reader@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`tokenId=${rows[0]!.id}`);
  });

  it("treats a robot's sign-up like the other forms' spam: the same answer, kept, never mailed", async () => {
    const answer = await inbox.receive(post("robot@example.com", true));
    expect(answer).not.toBeNull();
    const rows = await site.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, "robot@example.com"));
    expect(rows.map((row) => row.status)).toEqual(["spam"]);
    expect(await site.mailTo("robot@example.com")).toHaveLength(0);
    // A spam row never stands in the way of the real owner of the address.
    await inbox.receive(post("robot@example.com"));
    expect(await site.mailTo("robot@example.com")).toHaveLength(1);
  });
});
