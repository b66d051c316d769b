import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contacts, emailOutbox } from "#app/db/schema.server.ts";
import { contactEmailSubjects } from "#app/inquiries/contact-emails.server.ts";
import { createTestAccounts } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { contactSchema } from "./contact-schema.ts";
import { createInquiryInboxes, type InquiryInboxes } from "./inquiry-inboxes.server.ts";

const input = contactSchema.parse({
  name: "Ada\r\nBcc: victim@example.com",
  email: "Ada@Example.com",
  company: "Analytical Engines",
  message: "We would like to automate our support inbox.",
});

describe.each(testDrivers)("contact messages on %s", (driver) => {
  let site: Awaited<ReturnType<typeof createTestAccounts>>;
  let inbox: InquiryInboxes["contact"];
  beforeAll(async () => {
    site = await createTestAccounts(driver);
    inbox = createInquiryInboxes({
      db: site.db,
      mailer: site.mailer,
      accounts: site.accounts,
      operatorEmail: "team@kestrel-ai.com",
    }).contact;
  });
  beforeEach(async () => {
    await site.db.delete(emailOutbox);
    await site.db.delete(contacts);
  });
  afterAll(() => site.dispose());

  it("stores the message and queues the team's copy (Reply-To the sender) and the acknowledgement", async () => {
    const db = site.db;
    expect(await inbox.submit({ input, userId: "visitor-1", spam: false, attempter: null })).toBe(
      "stored",
    );
    const [row] = await db.select().from(contacts);
    expect(row).toMatchObject({
      email: "ada@example.com",
      company: "Analytical Engines",
      status: "new",
      userId: "visitor-1",
    });

    const mail = await db.select().from(emailOutbox);
    const team = mail.find((m) => m.recipient === "team@kestrel-ai.com");
    expect(team?.replyTo).toBe("ada@example.com");
    expect(team?.subject).not.toMatch(/[\r\n]/);
    expect(team?.text).toContain("We would like to automate our support inbox.");
    expect(mail.find((m) => m.recipient === "ada@example.com")?.subject).toBe(
      contactEmailSubjects.acknowledgement,
    );
  });

  it("keeps spam caught by the honeypot without delivering it", async () => {
    const db = site.db;
    await inbox.submit({ input, userId: null, spam: true, attempter: null });
    expect((await db.select().from(contacts))[0]?.status).toBe("spam");
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("stores messages sent together in one transaction, each charged in its turn", async () => {
    const db = site.db;
    const from = (email: string) => ({
      input: { ...input, email },
      userId: null,
      spam: false,
      attempter: { ip: "203.0.113.9", email },
    });
    // Six at once from one address: its budget is five an hour, so the last is refused.
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => inbox.submit(from("burst@example.com"))),
    );
    expect(outcomes).toEqual([...Array<string>(5).fill("stored"), "rate-limited"]);
    expect(await db.select().from(contacts)).toHaveLength(5);
    expect(await db.select().from(emailOutbox)).toHaveLength(10);
  });
});

describe("contact validation", () => {
  it("requires every field and caps its length", () => {
    const result = contactSchema.safeParse({
      name: " ",
      email: "nope",
      company: "",
      message: "x".repeat(5001),
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "Please enter your name."],
      ["email", "Please enter a valid email address."],
      ["company", "Please enter your company."],
      ["message", "Please keep your message under 5000 characters."],
    ]);
  });
});
