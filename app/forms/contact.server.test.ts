import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, emailOutbox } from "#app/db/schema.server.ts";
import { createMailer } from "#app/email/mailer.server.ts";
import { createLogger } from "#server/logger.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { contactSchema } from "./contact.ts";
import { submitContact } from "./contact.server.ts";

const input = contactSchema.parse({
  name: "Ada\r\nBcc: victim@example.com",
  email: "Ada@Example.com",
  company: "Analytical Engines",
  message: "We would like to automate our support inbox.",
});

describe.each(testDrivers)("contact messages on %s", (driver) => {
  let database: TestDatabase;
  let mailer: ReturnType<typeof createMailer>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    mailer = createMailer(
      database.handle.db,
      { from: "Kestrel AI <no-reply@kestrel-ai.com>", smtpUrl: null },
      { logger: createLogger("silent") },
    );
  });
  afterAll(async () => {
    await mailer.stop();
    await database.dispose();
  });

  it("stores the message and queues the team's copy (Reply-To the sender) and the acknowledgement", async () => {
    const db = database.handle.db;
    await submitContact(
      { db, mailer, operatorEmail: "team@kestrel-ai.com" },
      { input, userId: "visitor-1", spam: false },
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
      "We received your message - Kestrel AI",
    );
  });

  it("keeps spam caught by the honeypot without delivering it", async () => {
    const db = database.handle.db;
    await db.delete(emailOutbox);
    await db.delete(contacts);
    await submitContact(
      { db, mailer, operatorEmail: "team@kestrel-ai.com" },
      { input, userId: null, spam: true },
    );
    expect((await db.select().from(contacts))[0]?.status).toBe("spam");
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
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
